/**
 * The memory floor of `npm run bench`: the least a Worker can do to answer a
 * cached page. Run with `wrangler dev scripts/bench/memory-floor.ts` (the
 * site's wrangler.toml: the same bindings and the same assets directory,
 * where the bench wrote each page's bytes as `dist/_bench/<template>.html`).
 *
 * `GET /floor/<template>?status=200` answers that page's bytes, read once
 * through the ASSETS binding and then kept in the isolate's memory, with the
 * status given and the same header set the site's cached page carries
 * (`FLOOR_HEADERS`, a JSON object the bench copies from the site's answer,
 * security headers included). No router, no middleware, no key or ETag
 * computed: a Map lookup and a Response. Anything else is handed to the
 * static assets (so `/_bench/<template>` is the floor's own static copy, and
 * `/` answers for startSite's readiness check).
 */
interface FloorEnv {
  ASSETS: Fetcher;
  FLOOR_HEADERS?: string;
}

const kept = new Map<string, Uint8Array<ArrayBuffer>>();
let headers: Record<string, string> | undefined;

export default {
  async fetch(request: Request, env: FloorEnv): Promise<Response> {
    const url = new URL(request.url);
    const template = /^\/floor\/([a-z-]+)$/.exec(url.pathname)?.[1];
    if (!template) {
      if (url.pathname === '/') return new Response('memory floor');
      return env.ASSETS.fetch(request);
    }
    headers ??= JSON.parse(env.FLOOR_HEADERS || '{}') as Record<string, string>;
    let body = kept.get(template);
    if (!body) {
      const copy = await env.ASSETS.fetch(new Request(new URL(`/_bench/${template}`, url)));
      body = new Uint8Array(await copy.arrayBuffer());
      kept.set(template, body);
    }
    return new Response(body, { status: Number(url.searchParams.get('status') ?? 200), headers });
  },
};
