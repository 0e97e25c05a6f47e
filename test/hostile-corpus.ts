/**
 * The hostile-input corpus, kept as data and shared by the
 * Worker test (test/hostile-integration.test.ts, through the fetch handler)
 * and the edge test (test/e2e/hostile.e2e.test.ts, raw TCP to `wrangler dev`).
 * `judge()` holds the rules both apply to every answer.
 *
 * Most cases carry CANARY, a plain word that survives HTML escaping: a GET or
 * HEAD answer that contains it reflected something from the request, escaped
 * or not. `markers` are the dangerous substrings of a case that must never
 * appear raw in any answer.
 */

/** A word that appears in no page; its presence in an answer means the request was reflected. */
export const CANARY = 'qx7canary';

export type Category =
  | 'traversal'
  | 'slashes'
  | 'null-byte'
  | 'percent-encoding'
  | 'overlong'
  | 'unicode'
  | 'markup'
  | 'crlf'
  | 'headers'
  | 'methods'
  | 'bodies'
  | 'route-queries';

export interface HostileCase {
  name: string;
  category: Category;
  /** Request method as sent, case kept; GET unless given. */
  method?: string;
  /** The request target exactly as sent on the wire: path and optional query, never normalised here. */
  path: string;
  /** Extra request headers; a `Host` here replaces the real one on the raw socket. */
  headers?: [name: string, value: string][];
  body?: string | Uint8Array<ArrayBuffer>;
  /** Substrings that must never appear raw in the answer's body. */
  markers?: string[];
  /** The status the answer must have, where only one is right (a real page with junk in its query is still that page). */
  status?: number;
  /** Only expressible on a raw socket: the Fetch API's Request rejects it (a body on GET, a control character in the target). */
  rawOnly?: true;
}

const XSS = {
  script: `<script>alert('${CANARY}')</script>`,
  svg: `"><svg onload=alert('${CANARY}')>`,
  img: `'><img src=x onerror=alert('${CANARY}')>`,
  js: `javascript:alert('${CANARY}')`,
  title: `</title><script>alert('${CANARY}')</script>`,
  attr: `" onmouseover="alert('${CANARY}')" x="`,
  iframe: `<iframe src=javascript:alert('${CANARY}')>`,
  closeScript: `</script><script>alert('${CANARY}')</script>`,
  style: `<style>@import'//evil.example/${CANARY}.css'</style>`,
  template: `{{constructor.constructor('alert(1)')()}}${CANARY}`,
};
/**
 * Raw substrings whose presence in an answer would mean executable markup got
 * through: each holds a character HTML escaping changes (< " '), so a value
 * shown escaped, say in a re-filled form field, does not match.
 */
const XSS_MARKERS = [
  '<script>alert(',
  '<svg onload=',
  '<img src=x onerror=',
  'onmouseover="alert(',
  '<iframe src=javascript:',
  '<style>@import',
  "javascript:alert('",
  'href="javascript:',
];

const enc = encodeURIComponent;
const cases: HostileCase[] = [];
const add = (category: Category, list: Omit<HostileCase, 'category'>[]) => {
  for (const c of list) cases.push({ category, ...c });
};

// Path traversal: to files beside dist/ (wrangler.toml, package.json) or the system, plain, encoded, doubly encoded, overlong UTF-8.
add('traversal', [
  { name: 'dot segments to /etc/passwd', path: '/../../../etc/passwd' },
  { name: 'encoded slashes ..%2f', path: '/..%2f..%2f..%2fetc/passwd' },
  { name: 'encoded dots %2e%2e', path: '/%2e%2e/%2e%2e/etc/passwd' },
  { name: 'fully encoded %2e%2e%2f', path: '/%2e%2e%2f%2e%2e%2fetc%2fpasswd' },
  { name: 'uppercase %2E%2E%2F', path: '/%2E%2E%2F%2E%2E%2Fwrangler.toml' },
  { name: 'encoded backslash ..%5c', path: '/..%5c..%5cwindows%5cwin.ini' },
  { name: 'raw backslashes', path: '/..\\..\\wrangler.toml' },
  { name: 'double encoding %252e%252e%252f', path: '/%252e%252e%252f%252e%252e%252fetc/passwd' },
  { name: 'double encoding %252e%252e', path: '/%252e%252e/%252e%252e/package.json' },
  { name: 'out of /assets with dot segments', path: '/assets/../wrangler.toml' },
  { name: 'out of /assets with ..%2f', path: '/assets/..%2f..%2fwrangler.toml' },
  { name: 'out of /assets with %2e%2e', path: '/assets/%2e%2e/%2e%2e/package.json' },
  { name: 'out of /assets with ..%5c', path: '/assets/..%5c..%5cpackage.json' },
  { name: 'through a static file', path: '/favicon.svg/..%2f..%2fwrangler.toml' },
  { name: 'dotfile .env', path: '/.env' },
  { name: 'dotfile .dev.vars', path: '/.dev.vars' },
  { name: 'git config', path: '/.git/config' },
  { name: 'wrangler.toml at the root', path: '/wrangler.toml' },
  { name: 'package.json at the root', path: '/package.json' },
  { name: 'source file', path: '/src/index.ts' },
  { name: 'node_modules', path: '/node_modules/.bin/wrangler' },
  { name: 'overlong UTF-8 dots %c0%ae', path: '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd' },
  { name: 'IIS %u002e', path: '/%u002e%u002e/%u002e%u002e/etc/passwd' },
  { name: 'Tomcat ..;/', path: '/blog/..;/about' },
  { name: 'filter evasion ....//', path: '/....//....//etc/passwd' },
  { name: 'dot segments into a real page', path: '/about/../contact' },
  { name: 'encoded dot segment out of an alias prefix', path: '/services/..%2fabout' },
  { name: 'single dot segments', path: '/./about/.' },
  { name: 'trailing dot-dot with slash', path: '/about/../' },
  { name: 'traversal with a null byte', path: '/..%00/..%00/etc/passwd' },
]);

// Doubled and encoded slashes, each with and without a trailing slash: the trimTrailingSlash 301 must stay on this origin.
const SLASH_TARGETS = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%5c%5cevil.example',
  '/%5C/evil.example',
  '//evil.example/%2e%2e',
  '//evil.example@localhost',
  '//localhost@evil.example',
  '/https://evil.example',
  '/http:evil.example',
  '/https:%2f%2fevil.example',
  '/%09/evil.example',
  '//evil%E3%80%82example',
  '//evil.example:80',
  '/.evil.example',
  `//${CANARY}.evil.example/about`,
];
for (const target of SLASH_TARGETS) {
  add('slashes', [
    { name: `${target}`, path: target, markers: ['evil.example'] },
    { name: `${target}/ (trailing slash)`, path: `${target}/`, markers: ['evil.example'] },
  ]);
}
add('slashes', [
  { name: 'doubled slash inside a real path', path: '/services//concrete-driveways/' },
  { name: 'doubled slash at the end', path: '/about//' },
  { name: 'doubled slash at the start of a real path', path: '//about/' },
  { name: 'HEAD with a protocol-relative trailing slash', method: 'HEAD', path: '//evil.example/' },
  { name: 'absolute-form target naming another host', path: 'http://evil.example/about/', markers: ['evil.example'], rawOnly: true },
  {
    name: 'absolute-form target with doubled slashes',
    path: 'http://evil.example//evil.example/',
    markers: ['evil.example'],
    rawOnly: true,
  },
]);

add('null-byte', [
  { name: '%00 alone', path: '/%00' },
  { name: '%00 with a trailing slash', path: '/%00/' },
  { name: '%00 after a real path', path: '/about%00' },
  { name: '%00 before an extension', path: '/about%00.html' },
  { name: '%00 after a service path, trailing slash', path: '/concrete-driveways%00/' },
  { name: '%00 in the query', path: `/?q=%00${CANARY}` },
  { name: '%00 in a form page query', path: `/contact?name=%00${enc(XSS.script)}`, markers: XSS_MARKERS, status: 200 },
  { name: 'encoded %2500', path: '/about%2500' },
  { name: 'raw NUL byte in the target', path: '/a\0b', rawOnly: true },
]);

add('percent-encoding', [
  { name: 'lone %', path: '/%' },
  { name: 'lone % with trailing slash', path: '/%/' },
  { name: '%%', path: '/%%' },
  { name: '%zz', path: '/%zz' },
  { name: '%zz with trailing slash', path: '/%zz/' },
  { name: 'truncated UTF-8 %e0%a4%a', path: '/%e0%a4%a' },
  { name: 'truncated UTF-8 with trailing slash', path: '/%e0%a4%a/' },
  { name: 'overlong UTF-8 slash %c0%af', path: '/%c0%af' },
  { name: 'overlong UTF-8 slash with trailing slash', path: '/%c0%af/' },
  { name: 'overlong UTF-8 into traversal', path: '/%c0%afetc%c0%afpasswd' },
  { name: 'invalid bytes %ff%fe', path: '/%ff%fe' },
  { name: 'lone surrogate %ed%a0%80', path: '/%ed%a0%80' },
  { name: 'five-byte sequence', path: '/%f8%80%80%80%af' },
  { name: 'truncated escape %2', path: '/%2' },
  { name: 'real path then %', path: '/about%' },
  { name: 'real path then %2', path: '/about%2' },
  { name: 'lone % in the query', path: '/?q=%' },
  { name: 'broken escapes in query names and values', path: '/?%zz=%e0%a4%a&%=%%' },
  { name: 'broken escapes in a form page query', path: '/contact?email=%c0%af%', status: 200 },
  { name: 'escaped percent %25', path: '/%25' },
  { name: 'double escaped %2525', path: '/%2525' },
  { name: 'nested escape %%32%65', path: '/%%32%65%%32%65/' },
  { name: 'encoded real path %61bout', path: '/%61bout' },
]);

add('overlong', [
  { name: '16 KB path', path: `/${CANARY}${'a'.repeat(16 * 1024)}` },
  { name: '16 KB path with trailing slash', path: `/${CANARY}${'a'.repeat(16 * 1024)}/` },
  { name: '16 KB of escapes', path: `/${CANARY}${'%41'.repeat(5462)}` },
  { name: '4000 segments', path: `/${CANARY}${'/a'.repeat(4000)}` },
  { name: 'deep alias path with trailing slash', path: `/services/${'x/'.repeat(4000)}` },
  { name: '16 KB query on the home page', path: `/?q=${CANARY}${'x'.repeat(16 * 1024)}`, status: 200 },
  { name: '32 KB query on a service page', path: `/concrete-driveways?q=${CANARY}${'x'.repeat(32 * 1024)}`, status: 200 },
  { name: '60 KB query', path: `/?q=${CANARY}${'x'.repeat(60 * 1024)}` },
  { name: '2000 query parameters', path: `/contact?${Array.from({ length: 2000 }, (_, i) => `p${i}=${CANARY}`).join('&')}`, status: 200 },
  { name: '16 KB query with a trailing-slash path', path: `/about/?q=${CANARY}${'x'.repeat(16 * 1024)}` },
]);

add('unicode', [
  { name: 'fullwidth about', path: '/ａｂｏｕｔ' },
  { name: 'fullwidth about, trailing slash', path: '/ａｂｏｕｔ/' },
  { name: 'fullwidth slash and dots', path: '/about／．．／etc' },
  { name: 'RTL override', path: `/${CANARY}\u202etxt.exe` },
  { name: 'encoded RTL override', path: `/%E2%80%AE${CANARY}` },
  { name: 'Cyrillic homoglyph slug', path: '/соncrete-driveways' },
  { name: 'Cyrillic і in a service slug', path: '/concrete-drіveways' },
  { name: 'Greek omicron in contact', path: '/cοntact' },
  { name: 'homoglyph city alias', path: '/locations/vіdor-tx' },
  { name: 'emoji path', path: `/🧱${CANARY}` },
  { name: 'emoji after a service alias', path: '/services/concrete-driveways-🚧' },
  { name: 'encoded emoji', path: '/blog/%F0%9F%92%A9' },
  { name: 'zero-width space', path: '/about\u200b' },
  { name: 'encoded zero-width space inside a slug', path: '/ab%E2%80%8Bout' },
  { name: 'combining accent', path: '/abou\u0301t' },
  { name: 'ligature ﬁ', path: '/ﬁle' },
  { name: 'byte-order mark', path: '/%EF%BB%BFabout' },
  { name: 'punycode label', path: '/xn--80ak6aa92e' },
  { name: 'uppercase real path', path: '/ABOUT' },
  { name: 'emoji in the query', path: `/?q=🧱${CANARY}`, status: 200 },
  { name: 'fullwidth and accents in a form page query', path: `/contact?name=Ｊｏｓé${CANARY}`, status: 200 },
  { name: 'RTL override in a city page query', path: `/vidor-tx-concrete-contractors?q=%E2%80%AE${CANARY}`, status: 200 },
]);

// Markup and script URLs in paths (raw and encoded) and in queries.
for (const [key, payload] of Object.entries(XSS)) {
  add('markup', [
    { name: `${key} in the path, encoded`, path: `/${enc(payload)}`, markers: XSS_MARKERS },
    { name: `${key} in the query, encoded`, path: `/?q=${enc(payload)}`, markers: XSS_MARKERS, status: 200 },
  ]);
}
add('markup', [
  { name: 'script tag in the path, raw', path: `/<script>alert('${CANARY}')</script>`, markers: XSS_MARKERS },
  { name: 'svg onload in the path, raw, trailing slash', path: `/"><svg onload=alert('${CANARY}')>/`, markers: XSS_MARKERS },
  { name: 'javascript: as the path', path: `/javascript:alert('${CANARY}')`, markers: XSS_MARKERS },
  { name: 'javascript: after doubled slashes, trailing slash', path: `//javascript:alert('${CANARY}')/`, markers: XSS_MARKERS },
  { name: 'double-encoded script tag', path: `/%253Cscript%253Ealert('${CANARY}')%253C%252Fscript%253E`, markers: XSS_MARKERS },
  { name: 'pre-escaped entities', path: `/?q=${enc(`&lt;script&gt;alert('${CANARY}')&lt;/script&gt;`)}`, status: 200 },
  { name: 'JavaScript escapes', path: `/?q=${enc(`\\u003cscript\\u003ealert('${CANARY}')`)}`, status: 200 },
  { name: 'raw script tag in the query', path: `/?q=<script>alert('${CANARY}')</script>`, markers: XSS_MARKERS },
  { name: 'script tag as a query name', path: `/?${enc(XSS.script)}=1`, markers: XSS_MARKERS, status: 200 },
]);

add('crlf', [
  { name: 'Set-Cookie header injection', path: `/about%0d%0aSet-Cookie:%20${CANARY}=1` },
  { name: 'Set-Cookie injection, trailing slash (into Location)', path: `/about%0d%0aSet-Cookie:%20${CANARY}=1/` },
  { name: 'Location injection', path: '/%0d%0aLocation:%20//evil.example/', markers: ['evil.example'] },
  { name: 'LF only', path: `/%0aSet-Cookie:${CANARY}/` },
  { name: 'CR only', path: `/%0dSet-Cookie:${CANARY}/` },
  { name: 'response splitting into a body', path: `/%0d%0a%0d%0a${enc(XSS.script)}/`, markers: XSS_MARKERS },
  { name: 'CRLF in the query', path: `/?q=%0d%0aSet-Cookie:${CANARY}`, status: 200 },
  { name: 'CRLF in a query name, trailing-slash path', path: `/about/?%0d%0aX-Injected:${CANARY}` },
  { name: 'Unicode line separators', path: `/%E5%98%8A%E5%98%8DSet-Cookie:${CANARY}/` },
  { name: 'IIS %u000d%u000a', path: `/%u000d%u000aSet-Cookie:${CANARY}/` },
  { name: 'literal CRLF in the target', path: `/about\r\nSet-Cookie: ${CANARY}=1`, rawOnly: true },
  { name: 'literal LF in the target', path: `/about\nX-Injected: ${CANARY}`, rawOnly: true },
  { name: 'literal CR in the target', path: `/about\rX-Injected: ${CANARY}`, rawOnly: true },
]);

add('headers', [
  { name: 'Host evil.example on a redirect', path: '/about/', headers: [['Host', 'evil.example']] },
  { name: 'Host with a port', path: '/about/', headers: [['Host', 'evil.example:443']] },
  { name: 'Host with a closed port', path: '/contact/', headers: [['Host', 'localhost:1']] },
  { name: 'Host with a path', path: '/about/', headers: [['Host', 'evil.example/x']] },
  { name: 'Host with user info', path: '/about/', headers: [['Host', 'a@evil.example']] },
  { name: 'Host of 4 KB', path: '/', headers: [['Host', `${'a'.repeat(4096)}.example`]] },
  { name: 'Host with the canary on a 404', path: '/no-such-page', headers: [['Host', `${CANARY}.evil.example`]] },
  { name: 'X-Forwarded-Host on a redirect', path: '/about/', headers: [['X-Forwarded-Host', 'evil.example']] },
  { name: 'X-Forwarded-Host list', path: '/services/', headers: [['X-Forwarded-Host', 'evil.example, localhost']] },
  { name: 'X-Forwarded-Proto javascript', path: '/about/', headers: [['X-Forwarded-Proto', 'javascript']] },
  { name: 'X-Forwarded-Proto https', path: '/about/', headers: [['X-Forwarded-Proto', 'https']] },
  { name: 'X-Forwarded-Port', path: '/about/', headers: [['X-Forwarded-Port', '1']] },
  { name: 'X-Forwarded-For markup', path: '/', headers: [['X-Forwarded-For', XSS.script]], markers: XSS_MARKERS, status: 200 },
  {
    name: 'X-Forwarded-For of 1000 addresses',
    path: '/',
    headers: [['X-Forwarded-For', Array(1000).fill('10.0.0.1').join(', ')]],
    status: 200,
  },
  { name: 'Forwarded host and proto', path: '/about/', headers: [['Forwarded', 'for=evil;host=evil.example;proto=https']] },
  { name: 'X-Original-URL', path: '/about/', headers: [['X-Original-URL', '//evil.example/']] },
  {
    name: "MF-Original-URL (the local runtime's own header)",
    path: '/about/',
    headers: [['MF-Original-URL', 'http://evil.example/about/']],
  },
  { name: 'X-Rewrite-URL', path: '/no-such-page', headers: [['X-Rewrite-URL', '/about']] },
  { name: 'X-HTTP-Method-Override DELETE', path: '/', headers: [['X-HTTP-Method-Override', 'DELETE']], status: 200 },
  { name: 'Referer javascript:', path: '/', headers: [['Referer', XSS.js]], markers: XSS_MARKERS, status: 200 },
  { name: 'User-Agent markup on a 404', path: '/no-such-page', headers: [['User-Agent', XSS.script]], markers: XSS_MARKERS },
  { name: 'Cookie of 8 KB', path: '/', headers: [['Cookie', `a=${CANARY}${'x'.repeat(8 * 1024)}`]], status: 200 },
  { name: 'Accept with traversal', path: '/', headers: [['Accept', '../../../../etc/passwd{{']], status: 200 },
  { name: 'Accept-Language markup', path: '/', headers: [['Accept-Language', XSS.svg]], markers: XSS_MARKERS, status: 200 },
  { name: 'If-None-Match star', path: '/', headers: [['If-None-Match', '*']] },
  { name: 'If-None-Match of 4 KB', path: '/', headers: [['If-None-Match', `"${'x'.repeat(4096)}"`]] },
  { name: 'If-Modified-Since garbage', path: '/', headers: [['If-Modified-Since', 'not a date']] },
  { name: 'If-Modified-Since in the future', path: '/', headers: [['If-Modified-Since', 'Fri, 31 Dec 9999 23:59:59 GMT']] },
  { name: 'Range past the end', path: '/', headers: [['Range', 'bytes=999999999-']] },
  { name: 'Range on a static file', path: '/favicon.svg', headers: [['Range', 'bytes=-1,0-0,5-1']] },
  { name: 'Accept-Encoding nonsense', path: '/', headers: [['Accept-Encoding', 'gzip;q=2, br;q=-1, *;q=NaN']], status: 200 },
  {
    name: 'spoofed CF-Connecting-IP',
    path: '/',
    headers: [
      ['CF-Connecting-IP', XSS.script],
      ['True-Client-IP', '::1'],
    ],
    markers: XSS_MARKERS,
    status: 200,
  },
  { name: 'Origin null', path: '/contact', headers: [['Origin', 'null']], status: 200 },
  {
    name: 'Content-Type on a GET',
    path: '/',
    headers: [['Content-Type', 'application/x-www-form-urlencoded; charset=utf-7']],
    status: 200,
  },
]);

add('methods', [
  { name: 'DELETE /', method: 'DELETE', path: '/' },
  { name: 'PUT /', method: 'PUT', path: '/', body: CANARY },
  { name: 'PATCH /contact', method: 'PATCH', path: '/contact', body: CANARY },
  { name: 'OPTIONS /', method: 'OPTIONS', path: '/' },
  { name: 'TRACE / (cross-site tracing)', method: 'TRACE', path: '/', headers: [['X-Trace', CANARY]] },
  { name: 'TRACE on a 404 path', method: 'TRACE', path: `/${CANARY}` },
  { name: 'PROPFIND /', method: 'PROPFIND', path: '/', headers: [['Depth', 'infinity']] },
  { name: 'MKCOL', method: 'MKCOL', path: '/services/new' },
  { name: 'COPY', method: 'COPY', path: '/about', headers: [['Destination', '//evil.example/']] },
  { name: 'SEARCH', method: 'SEARCH', path: '/' },
  { name: 'lowercase get', method: 'get', path: '/', status: 200 },
  { name: 'lowercase get on a trailing slash', method: 'get', path: '/about/' },
  { name: 'lowercase patch', method: 'patch', path: '/quote' },
  { name: 'DELETE a service page', method: 'DELETE', path: '/concrete-driveways' },
  { name: 'PUT a city alias', method: 'PUT', path: '/locations/vidor-tx', body: CANARY },
  { name: 'DELETE with a trailing slash', method: 'DELETE', path: '/about/' },
  {
    name: 'OPTIONS with CORS preflight headers',
    method: 'OPTIONS',
    path: '/contact',
    headers: [
      ['Origin', 'https://evil.example'],
      ['Access-Control-Request-Method', 'POST'],
    ],
  },
  { name: 'POST to a page without a form', method: 'POST', path: '/about', body: CANARY },
  { name: 'POST to a trailing-slash path', method: 'POST', path: '/contact/', body: CANARY },
  { name: 'HEAD on a 404 path', method: 'HEAD', path: `/${CANARY}` },
  { name: 'HEAD on a page', method: 'HEAD', path: '/concrete-patios', status: 200 },
]);

const FORM = 'application/x-www-form-urlencoded';
const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const binary = Uint8Array.from({ length: 64 * 1024 }, (_, i) => (i * 131 + 7) % 256);
const XSS_FIELDS = { name: XSS.script, email: `${CANARY}@evil.example${XSS.svg}`, phone: XSS.js, message: XSS.title, service: XSS.img };
add('bodies', [
  {
    name: 'contact form with markup in every field',
    method: 'POST',
    path: '/contact',
    headers: [['Content-Type', FORM]],
    body: formBody(XSS_FIELDS),
    markers: XSS_MARKERS,
  },
  {
    name: 'quote form with markup in every field',
    method: 'POST',
    path: '/quote',
    headers: [['Content-Type', FORM]],
    body: formBody({ firstName: XSS.script, lastName: XSS.attr, email: XSS.svg, description: XSS.closeScript }),
    markers: XSS_MARKERS,
  },
  {
    name: 'multipart contact form with markup',
    method: 'POST',
    path: '/contact',
    headers: [['Content-Type', 'multipart/form-data; boundary=X']],
    body: `--X\r\nContent-Disposition: form-data; name="name"\r\n\r\n${XSS.script}\r\n--X--\r\n`,
    markers: XSS_MARKERS,
  },
  {
    name: 'multipart without a boundary',
    method: 'POST',
    path: '/contact',
    headers: [['Content-Type', 'multipart/form-data']],
    body: `name=${CANARY}`,
  },
  {
    name: 'JSON body',
    method: 'POST',
    path: '/contact',
    headers: [['Content-Type', 'application/json']],
    body: JSON.stringify(XSS_FIELDS),
    markers: XSS_MARKERS,
  },
  { name: 'invalid JSON', method: 'POST', path: '/quote', headers: [['Content-Type', 'application/json']], body: `{"name": "${CANARY}",` },
  {
    name: 'JSON nested 10000 deep',
    method: 'POST',
    path: '/contact',
    headers: [['Content-Type', 'application/json']],
    body: '['.repeat(10_000) + ']'.repeat(10_000),
  },
  {
    name: 'XML external entity',
    method: 'POST',
    path: '/contact',
    headers: [['Content-Type', 'application/xml']],
    body: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><x>&xxe;${CANARY}</x>`,
  },
  { name: 'binary body as a form', method: 'POST', path: '/contact', headers: [['Content-Type', FORM]], body: binary },
  { name: 'binary octet-stream', method: 'POST', path: '/quote', headers: [['Content-Type', 'application/octet-stream']], body: binary },
  {
    name: '2 MB form body',
    method: 'POST',
    path: '/contact',
    headers: [['Content-Type', FORM]],
    body: `name=${CANARY}&message=${'x'.repeat(2 * 1024 * 1024)}`,
  },
  {
    name: '2 MB body on a page without a form',
    method: 'POST',
    path: '/',
    headers: [['Content-Type', 'text/plain']],
    body: 'x'.repeat(2 * 1024 * 1024),
  },
  {
    name: 'malformed urlencoding',
    method: 'POST',
    path: '/contact',
    headers: [['Content-Type', FORM]],
    body: '%%%&&==&name=%zz&email=%e0%a4%a',
  },
  {
    name: '10000 form fields',
    method: 'POST',
    path: '/quote',
    headers: [['Content-Type', FORM]],
    body: Array.from({ length: 10_000 }, (_, i) => `f${i}=${CANARY}`).join('&'),
  },
  {
    name: 'UTF-7 charset',
    method: 'POST',
    path: '/contact',
    headers: [['Content-Type', `${FORM}; charset=utf-7`]],
    body: `name=+ADw-script+AD4-alert(1)+ADw-/script+AD4-${CANARY}`,
  },
  { name: 'form body with no content type', method: 'POST', path: '/contact', body: formBody({ name: CANARY }) },
  {
    name: 'gzip claimed but not gzip',
    method: 'POST',
    path: '/contact',
    headers: [
      ['Content-Type', FORM],
      ['Content-Encoding', 'gzip'],
    ],
    body: formBody({ name: CANARY }),
  },
  {
    name: 'text/html body',
    method: 'POST',
    path: '/quote',
    headers: [['Content-Type', 'text/html']],
    body: XSS.script,
    markers: XSS_MARKERS,
  },
  { name: 'empty form body', method: 'POST', path: '/contact', headers: [['Content-Type', FORM]], body: '' },
  {
    name: 'GET with a body',
    path: '/contact',
    headers: [
      ['Content-Type', FORM],
      ['Content-Length', '18'],
    ],
    body: `name=${CANARY}&x=1`,
    rawOnly: true,
  },
  {
    name: 'GET with a chunked body',
    path: '/',
    headers: [['Transfer-Encoding', 'chunked']],
    body: `9\r\n${CANARY}\r\n0\r\n\r\n`,
    rawOnly: true,
  },
  { name: 'HEAD with a body', method: 'HEAD', path: '/', headers: [['Content-Length', '9']], body: CANARY, rawOnly: true },
  {
    name: 'Content-Length and Transfer-Encoding (smuggling)',
    method: 'POST',
    path: '/contact',
    headers: [
      ['Content-Length', '4'],
      ['Transfer-Encoding', 'chunked'],
    ],
    body: `0\r\n\r\nGET /${CANARY} HTTP/1.1\r\nHost: evil.example\r\n\r\n`,
    rawOnly: true,
  },
  { name: 'negative Content-Length', method: 'POST', path: '/contact', headers: [['Content-Length', '-1']], body: CANARY, rawOnly: true },
  { name: 'non-numeric Content-Length', method: 'POST', path: '/quote', headers: [['Content-Length', 'abc']], body: CANARY, rawOnly: true },
]);

// Real routes of every kind with hostile queries: each is still its page, with nothing of the query in it.
const ROUTE_SAMPLE = [
  '/',
  '/contact',
  '/quote',
  '/concrete-driveways',
  '/services/stamped-concrete',
  '/vidor-tx-concrete-contractors',
  '/locations/silsbee-tx',
  '/blog',
  '/blog/beaumont-driveway-cracking-concrete-damage-costs',
  '/privacy',
  '/emergency',
  '/service-areas',
];
const QUERY_PAYLOADS: [string, string][] = [
  ['x=<script>', `x=${enc(XSS.script)}`],
  ['svg onload', `q=${enc(XSS.svg)}`],
  ['javascript: in a redirect-like parameter', `next=${enc(XSS.js)}&redirect=//evil.example&url=https://evil.example`],
];
ROUTE_SAMPLE.forEach((route, i) => {
  const [label, query] = QUERY_PAYLOADS[i % QUERY_PAYLOADS.length]!;
  add('route-queries', [{ name: `${route}?${label}`, path: `${route}?${query}`, markers: [...XSS_MARKERS, 'evil.example'], status: 200 }]);
});
add('route-queries', [
  {
    name: 'utm parameters with markup',
    path: `/concrete-patios?utm_source=${enc(XSS.script)}&utm_campaign=${CANARY}`,
    markers: XSS_MARKERS,
    status: 200,
  },
  { name: 'repeated parameter', path: `/quote?service=${CANARY}&service=${enc(XSS.svg)}&service[]=1`, markers: XSS_MARKERS, status: 200 },
  { name: 'prototype pollution keys', path: `/contact?__proto__[x]=${CANARY}&constructor[prototype][x]=1`, status: 200 },
  { name: 'fragment-looking query', path: `/about?%23${enc(XSS.script)}`, markers: XSS_MARKERS, status: 200 },
  { name: 'query on a trailing-slash alias', path: `/services/concrete-sealing/?x=${enc(XSS.script)}`, markers: XSS_MARKERS, status: 301 },
  { name: 'query on a static file', path: `/favicon.svg?x=${enc(XSS.script)}`, markers: XSS_MARKERS },
  { name: 'query on robots.txt', path: `/robots.txt?x=${enc(XSS.script)}`, markers: XSS_MARKERS },
  { name: 'query on sitemap.xml', path: `/sitemap.xml?x=${enc(XSS.script)}`, markers: XSS_MARKERS },
  { name: 'empty query', path: '/about?', status: 200 },
  { name: 'query of only separators', path: '/about?&&&==&', status: 200 },
]);

/** Every case of the corpus. */
export const HOSTILE_CASES: readonly HostileCase[] = cases;

/** An answer as both test transports see it: status, lower-cased headers (repeated ones joined by newlines) and the body text. */
export interface Answer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * What the Worker may answer a hostile input: 2xx, 3xx, 400, 404,
 * 405, 413, 415, and the refusals form handling may give: 403 (a CSRF check
 * turning away a form post without a same-origin Origin) and 429 (a rate limit,
 * RFC 6585 §4).
 */
const ALLOWED = (status: number) => (status >= 200 && status < 400) || [400, 403, 404, 405, 413, 415, 429].includes(status);
const REDIRECTS = [301, 302, 303, 307, 308];

/** `decodeURIComponent` that gives up quietly on broken escapes. */
function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The rules every answer to a hostile request must keep, as a list of what
 * broke (empty when all hold):
 * - the status is allowed (see ALLOWED, plus `extraStatuses`), or the case's own `status`;
 * - a redirect has a Location that resolves to `origin` (the origin the client
 *   addressed) and is not protocol-relative (`//` or `/\`);
 * - no Set-Cookie (the site sets none, so one would be injected);
 * - the body holds none of the case's markers; a GET or HEAD answer holds no CANARY at all;
 * - a 404 body holds neither the raw path nor its decoded form (unless the
 *   plain 404 page, `notFoundPage`, happens to contain that text).
 */
export function judge(c: HostileCase, answer: Answer, origin: string, notFoundPage: string, extraStatuses: number[] = []): string[] {
  const problems: string[] = [];
  const { status, headers, body } = answer;
  if (c.status !== undefined ? status !== c.status : !ALLOWED(status) && !extraStatuses.includes(status)) problems.push(`status ${status}`);
  const location = headers.get('location');
  if (REDIRECTS.includes(status) && location === undefined) problems.push(`${status} without Location`);
  if (location !== undefined) {
    if (/^\s*[\\/]{2}/.test(location)) problems.push(`protocol-relative Location ${location.slice(0, 120)}`);
    let target: URL | undefined;
    try {
      target = new URL(location, `${origin}/`);
    } catch {
      problems.push(`unparseable Location ${location.slice(0, 120)}`);
    }
    if (target && target.origin !== origin) problems.push(`redirect off the origin to ${target.origin}`);
  }
  if (headers.has('set-cookie')) problems.push(`Set-Cookie: ${headers.get('set-cookie')}`);
  if (headers.has('x-injected')) problems.push('injected X-Injected header');
  for (const marker of c.markers ?? []) if (body.includes(marker)) problems.push(`body contains ${marker}`);
  const method = (c.method ?? 'GET').toUpperCase();
  if ((method === 'GET' || method === 'HEAD') && body.toLowerCase().includes(CANARY))
    problems.push('body reflects the request (canary found)');
  if (status === 404) {
    const rawPath = c.path.split('?')[0]!;
    for (const form of new Set([rawPath, decoded(rawPath)])) {
      if (form && form.length > 1 && !notFoundPage.includes(form) && body.includes(form))
        problems.push(`404 page contains the path ${form.slice(0, 120)}`);
    }
  }
  return problems;
}
