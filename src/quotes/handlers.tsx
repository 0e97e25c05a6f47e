/**
 * The customer's quote page and its answers (issue 38 §4-5), imported by
 * src/quotes/routes.tsx on first use.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';
import { QUOTE_WORDS } from '../content/quotes';
import { renderNotFound } from '../errors';
import { clientKey } from '../lib/client-key';
import { renderPage } from '../render';
import {
  acceptQuote,
  cancelQuote,
  declineQuote,
  parseAcceptance,
  parseCancellation,
  parseDecline,
  standingOf,
  tellContractor,
} from './answer';
import { cancellationPeriod } from './cooling-off';
import { fetchQuotePdf } from './pdf-client';
import { type AnswerForm, QuotePage } from './page';
import { listQuotes, type Quote, quoteById, quoteByToken, quoteName, sendSignedCopy } from './store';

/** The page's path in `lang`: "/quotes/<token>" or "/es/quotes/<token>". */
const pathOf = (token: string, lang: 'en' | 'es') => `${lang === 'es' ? '/es' : ''}/quotes/${token}`;

/** Renders `quote`'s page in `lang` at `status`, never stored by a cache, never indexed, sending no referrer. */
async function render(c: Context<AppEnv>, quote: Quote, lang: 'en' | 'es', status: ContentfulStatusCode, form?: AnswerForm) {
  const now = new Date();
  const standing = standingOf(quote, now);
  let newer: string | null = null;
  if (standing === 'replaced') {
    const [latest] = await listQuotes(c.env.DB, quote.lead_id);
    if (latest && latest.id !== quote.id) newer = pathOf(latest.token, lang);
  }
  const path = pathOf(quote.token, lang);
  const response = await renderPage(
    c,
    <QuotePage
      quote={quote}
      lang={lang}
      standing={standing}
      customer={quote.customer}
      address={quote.address}
      newer={newer}
      basePath={path}
      form={form}
      period={quote.accepted_at ? cancellationPeriod(quote.accepted_at, now) : null}
    />,
    {
      title: QUOTE_WORDS[lang].page.title(quoteName(quote)),
      description: QUOTE_WORDS[lang].page.title(quoteName(quote)),
      keywords: [],
      path,
      noindex: true,
    },
    status,
    { cache: false },
  );
  response.headers.set('X-Robots-Tag', 'noindex');
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

/** `GET /quotes/<token>`: the page, or the 404 page for a token no quote has. */
export async function quotePage(c: Context<AppEnv>, lang: 'en' | 'es') {
  const quote = await quoteByToken(c.env.DB, c.req.param('token') ?? '');
  if (!quote) return renderNotFound(c);
  return render(c, quote, lang, 200);
}

const asStrings = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : '']));

/**
 * `POST /quotes/<token>/accept|decline|cancel`: 404 for an unknown token, 429 past
 * the client's bound (QUOTE_LIMITER, by `clientKey`), 422 with the page and
 * the messages, else the answer (once) and 303 back to the page. An
 * acceptance tells the contractor after the answer leaves (`waitUntil`).
 */
export async function answerPost(c: Context<AppEnv>, lang: 'en' | 'es', kind: 'accept' | 'decline' | 'cancel') {
  const quote = await quoteByToken(c.env.DB, c.req.param('token') ?? '');
  if (!quote) return renderNotFound(c);
  const { success } = await c.env.QUOTE_LIMITER.limit({ key: `quote:${await clientKey(c.req.header('CF-Connecting-IP'))}` });
  if (!success) {
    c.header('Cache-Control', 'no-store');
    c.header('Retry-After', '60');
    return c.text(QUOTE_WORDS[lang].page.tooMany, 429);
  }
  const fields = await c.req.parseBody();
  const now = new Date();
  if (kind === 'accept') {
    const parsed = parseAcceptance(fields, lang);
    if (!parsed.ok) return render(c, quote, lang, 422, { kind, values: asStrings(fields), errors: parsed.errors });
    if (await acceptQuote(c.env.DB, quote, parsed.name, now)) {
      console.log(`lead ${quote.lead_id}: quote ${quoteName(quote)} v${quote.version} accepted`);
      c.executionCtx.waitUntil(
        Promise.all([tellContractor(c.env, quote, parsed.name), mailSignedCopy(c.env, quote.id, now)]).then(() => undefined),
      );
    }
  } else if (kind === 'cancel') {
    const parsed = parseCancellation(fields, lang);
    if (!parsed.ok) return render(c, quote, lang, 422, { kind, values: asStrings(fields), errors: parsed.errors });
    if (await cancelQuote(c.env.DB, quote, parsed.name, now))
      console.log(`lead ${quote.lead_id}: quote ${quoteName(quote)} v${quote.version} cancelled`);
  } else {
    const parsed = parseDecline(fields, lang);
    if (!parsed.ok) return render(c, quote, lang, 422, { kind, values: asStrings(fields), errors: parsed.errors });
    if (await declineQuote(c.env.DB, quote, parsed.reason, parsed.details, now))
      console.log(`lead ${quote.lead_id}: quote ${quoteName(quote)} v${quote.version} declined`);
  }
  c.header('Cache-Control', 'no-store');
  return c.redirect(pathOf(quote.token, lang), 303);
}

/**
 * The PDF of `quote` in `lang`, with its cancellation period once accepted, from the quote-PDF Worker
 * (workers/quote-pdf/, through the service binding QUOTE_PDF). Throws when that Worker fails.
 */
function pdfOf(env: Env, quote: Quote, lang: 'en' | 'es', now: Date) {
  return fetchQuotePdf(env.QUOTE_PDF, quote, lang, quote.accepted_at ? cancellationPeriod(quote.accepted_at, now) : null);
}

/** After an acceptance: the signed PDF to the customer, in the quote's language. A failure is logged, never thrown. */
async function mailSignedCopy(env: Env, quoteId: number, now: Date) {
  try {
    const signed = await quoteById(env.DB, quoteId);
    if (signed?.state !== 'accepted') return;
    const outcome = await sendSignedCopy(env, signed, await pdfOf(env, signed, signed.lang, now), now);
    console.log(`lead ${signed.lead_id}: signed copy of ${quoteName(signed)} ${outcome}`);
  } catch (error) {
    console.error('quote_signed_copy_not_sent', String(error));
  }
}

/**
 * `GET /quotes/<token>.pdf`: the quote as a PDF in `lang` (src/quotes/pdf.ts,
 * made by the quote-PDF Worker), signed once accepted; `no-store`, noindex;
 * the 404 page for a token no quote has.
 */
export async function quotePdfResponse(c: Context<AppEnv>, lang: 'en' | 'es') {
  const quote = await quoteByToken(c.env.DB, (c.req.param('file') ?? '').replace(/\.pdf$/, ''));
  if (!quote) return renderNotFound(c);
  const bytes = await pdfOf(c.env, quote, lang, new Date());
  const name =
    quote.state === 'accepted'
      ? QUOTE_WORDS[lang].signed.filename(quoteName(quote), quote.version)
      : `${quoteName(quote)}-v${quote.version}.pdf`;
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="${name}"`,
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'no-referrer',
  });
}
