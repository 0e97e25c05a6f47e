import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';

/** One Checkout Session the stand-in was asked to create. */
export interface SessionRequest {
  /** The `Authorization` header (the secret key as a bearer token). */
  authorization: string;
  /** The form fields as Stripe's SDK encodes them ("line_items[0][price_data][unit_amount]": "52000"). */
  fields: Record<string, string>;
  /** The id the stand-in gave it. */
  id: string;
}

/**
 * Plays Stripe's API on 127.0.0.1 for the workerd tests of the deposit
 * (test/quote-deposit-integration.test.ts), as `STRIPE_API_BASE`:
 * `POST /v1/checkout/sessions` is kept and answered with a Checkout Session
 * (`cs_test_<n>`, its `url` on checkout.stripe.com), or, for the secret key
 * `sk_test_refused`, Stripe's 400 error shape; `GET /received?success_url=…`
 * lists the sessions asked with that success URL;
 * `POST /v1/checkout/sessions/<id>/expire` expires an open session (Stripe's 400 for one unknown or already
 * expired) and `GET /expired?id=…` says whether it was. Shared as `inject('stripeService')`.
 */
export default async function setup(project: TestProject) {
  const sessions: SessionRequest[] = [];
  const expired = new Set<string>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.setHeader('Content-Type', 'application/json');
    if (request.method === 'GET' && url.pathname === '/received') {
      response.end(JSON.stringify(sessions.filter((s) => s.fields.success_url === url.searchParams.get('success_url'))));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/expired') {
      response.end(JSON.stringify({ expired: expired.has(url.searchParams.get('id') ?? '') }));
      return;
    }
    const expire = /^\/v1\/checkout\/sessions\/(cs_test_\d+)\/expire$/.exec(url.pathname);
    if (request.method === 'POST' && expire) {
      const id = expire[1] ?? '';
      if (expired.has(id) || !sessions.some((s) => s.id === id)) {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Session ${id} is not open.` } }));
        return;
      }
      expired.add(id);
      response.end(JSON.stringify({ id, object: 'checkout.session', status: 'expired' }));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || url.pathname !== '/v1/checkout/sessions') {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` } }));
        return;
      }
      const authorization = String(request.headers.authorization ?? '');
      if (authorization === 'Bearer sk_test_refused') {
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Refused by the stand-in.' } }));
        return;
      }
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const id = `cs_test_${sessions.length + 1}`;
      sessions.push({ authorization, fields, id });
      response.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: fields.mode,
          payment_status: 'unpaid',
          amount_total: Number(fields['line_items[0][price_data][unit_amount]']),
          currency: fields['line_items[0][price_data][currency]'],
          client_reference_id: fields.client_reference_id,
          expires_at: Number(fields.expires_at),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the Stripe stand-in has no port');
  project.provide('stripeService', `http://127.0.0.1:${address.port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    stripeService: string;
  }
}
