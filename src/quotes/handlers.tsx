/**
 * The customer's quote page and its answers (issue 38 §4-5), imported by
 * src/quotes/routes.tsx on first use.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, WorkerEnv } from '../env';
import { QUOTE_WORDS } from '../content/quotes';
import { renderNotFound } from '../errors';
import { jobOfLead } from '../jobs/store';
import type { Locale } from '../i18n';
import { readForm } from '../lib/posts';
import { renderPage } from '../render';
import { acceptQuote, cancelQuote, declineQuote, parseAcceptance, parseCancellation, parseDecline, standingOf } from './answer';
import { cancellationPeriod } from './cooling-off';
import { expireCheckout, startCheckout } from './deposit';
import { stripeConfigured } from './stripe-client';
import type { DepositView } from './deposit-part';
import { type AnswerForm, QuotePage } from './page';
import { pdfOf } from './pdf-client';
import { tellContractor } from './notify';
import { owe } from './owed';
import { quoteName } from './model';
import { listQuotes, type Quote, quoteById, quoteByToken, quotePath } from './store';
import { markViewed } from './viewed';
import { overLimit } from './over-limit';
import { customerInvoices } from '../invoices/store';

/**
 * What the page says of the deposit (issue 38 §7): nothing without one, or
 * once the quote is replaced, expired, declined or cancelled; paid, once
 * Stripe said so; "Pay the deposit" on an accepted quote when Stripe is set
 * up; else how it is paid (the terms' words).
 * @param returned the visitor came back from Checkout (`?deposit=done`): "we are confirming" until the webhook marks it paid
 */
export function depositView(
  env: WorkerEnv,
  quote: Quote,
  standing: ReturnType<typeof standingOf>,
  basePath: string,
  returned: boolean,
  failed = false,
): DepositView {
  if (quote.deposit_paid_at) return { kind: 'paid', cents: quote.deposit_paid_cents ?? quote.deposit_cents, at: quote.deposit_paid_at };
  if (quote.deposit_cents <= 0 || (standing !== 'open' && standing !== 'accepted')) return { kind: 'none' };
  if (!stripeConfigured(env)) return { kind: 'offline' };
  if (standing !== 'accepted') return { kind: 'none' };
  return { kind: 'stripe', action: `${basePath}/deposit`, confirming: returned && !failed, failed };
}

/** `view` with "your acceptance is recorded, the payment page could not be opened" when `failed` (`?deposit=failed`, issue 44). */
const withAcceptedFailed = (view: DepositView, failed: boolean): DepositView =>
  view.kind === 'stripe' && failed ? { ...view, acceptedFailed: true } : view;

/** Renders `quote`'s page in `lang` at `status`, never stored by a cache, never indexed (no referrer: src/security.ts `securityHeaders`), without the action bar. */
async function render(
  c: Context<AppEnv>,
  quote: Quote,
  lang: Locale,
  status: ContentfulStatusCode,
  form?: AnswerForm,
  payFailed = false,
  refused?: string,
) {
  const now = new Date();
  const standing = standingOf(quote, now);
  let newer: string | null = null;
  if (standing === 'replaced') {
    // The version sent that replaced it and is not itself replaced, else the newest sent; never a draft (issue 44).
    const sent = (await listQuotes(c.env.DB, quote.lead_id)).filter((other) => other.state !== 'draft' && other.id !== quote.id);
    const latest = sent.find((other) => other.replaced_by === null) ?? sent[0];
    if (latest) newer = quotePath({ token: latest.token, lang });
  }
  // Once accepted, the page is the homeowner's page for the whole job (issue 46 item 3): the job's days, if the
  // job's scope is this quote (or none, for a lead also marked Won by hand).
  const job = standing === 'accepted' ? await jobOfLead(c.env.DB, quote.lead_id) : null;
  const workDays = job && (job.quote_id === null || job.quote_id === quote.id) ? job.days : [];
  const path = quotePath({ token: quote.token, lang });
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
      deposit={withAcceptedFailed(
        depositView(c.env, quote, standing, path, c.req.method === 'GET' && c.req.query('deposit') === 'done', payFailed),
        c.req.method === 'GET' && c.req.query('deposit') === 'failed',
      )}
      payOnline={stripeConfigured(c.env) && quote.deposit_cents > 0}
      workDays={workDays}
      invoices={standing === 'accepted' ? await customerInvoices(c.env.DB, quote) : []}
      invoicePay={{
        online: stripeConfigured(c.env),
        basePath: path,
        returned: c.req.method === 'GET' ? (c.req.query('paid') ?? null) : null,
      }}
      now={now}
      refused={refused}
    />,
    {
      title: QUOTE_WORDS[lang].page.title(quoteName(quote)),
      description: QUOTE_WORDS[lang].page.title(quoteName(quote)),
      keywords: [],
      path,
      noindex: true,
      actionBar: false,
    },
    status,
    { cache: false },
  );
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
}

/**
 * A post to a quote's page refused before its body was read (issue 49): 403 from another site, 413 too large, 400 a
 * body that cannot be read. The quote's page in its edition's language (the path says which) at that status, its
 * forms as they are and the reason first, never stored; the 404 page for a token no quote has.
 */
export async function refusedAnswer(c: Context<AppEnv>, lang: Locale, status: 400 | 403 | 413) {
  c.header('Cache-Control', 'no-store');
  const quote = await quoteByToken(c.env.DB, c.req.param('token') ?? '');
  if (!quote || quote.state === 'draft') return renderNotFound(c);
  return render(c, quote, lang, status, undefined, false, QUOTE_WORDS[lang].page.refused[status]);
}

/**
 * `GET /quotes/<token>`: the page, or the 404 page for a token no quote has or a draft's (a customer never sees a
 * draft, issue 44). The customer's first open marks the quote viewed (src/quotes/viewed.ts).
 */
export async function quotePage(c: Context<AppEnv>, lang: Locale) {
  const quote = await quoteByToken(c.env.DB, c.req.param('token') ?? '');
  if (!quote || quote.state === 'draft') return renderNotFound(c);
  await markViewed(c, quote);
  return render(c, quote, lang, 200);
}

const asStrings = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : '']));

/**
 * `POST /quotes/<token>/accept|decline|cancel`: 404 for an unknown token, 429 past
 * the client's bound (QUOTE_LIMITER, by `clientKey`), 422 with the page and
 * the messages, else the answer (once) and 303 back to the page. An
 * acceptance tells the contractor after the answer leaves (`waitUntil`); with
 * a deposit and Stripe set up it answers 303 straight to Checkout (`payAfterAccepting`).
 */
export async function answerPost(c: Context<AppEnv>, lang: Locale, kind: 'accept' | 'decline' | 'cancel') {
  const quote = await quoteByToken(c.env.DB, c.req.param('token') ?? '');
  if (!quote) return renderNotFound(c);
  const limited = await overLimit(c, 'quote', lang);
  if (limited) return limited;
  const fields = await readForm(c);
  const now = new Date();
  if (kind === 'accept') {
    const parsed = parseAcceptance(fields, lang);
    if (!parsed.ok) return render(c, quote, lang, 422, { kind, values: asStrings(fields), errors: parsed.errors });
    if (await acceptQuote(c.env.DB, quote, parsed.name, now, lang)) {
      console.log(`lead ${quote.lead_id}: quote ${quoteName(quote)} v${quote.version} accepted`);
      c.executionCtx.waitUntil(
        Promise.all([
          tellContractor(c.env, quote, { kind: 'accepted', name: parsed.name }),
          owe(c.env, quote.id, 'quote_signed', now),
        ]).then(() => undefined),
      );
      const accepted = await quoteById(c.env.DB, quote.id);
      if (accepted && depositView(c.env, accepted, 'accepted', quotePath({ token: quote.token, lang }), false).kind === 'stripe')
        return payAfterAccepting(c, accepted, lang);
    }
  } else if (kind === 'cancel') {
    const parsed = parseCancellation(fields, lang, quote.accepted_name);
    if (!parsed.ok) return render(c, quote, lang, 422, { kind, values: asStrings(fields), errors: parsed.errors });
    if (await cancelQuote(c.env.DB, quote, parsed.name, now)) {
      console.log(`lead ${quote.lead_id}: quote ${quoteName(quote)} v${quote.version} cancelled`);
      c.executionCtx.waitUntil(
        Promise.all([
          expireCheckout(c.env, quote),
          tellContractor(c.env, quote, { kind: 'cancelled', name: parsed.name, at: now }),
          owe(c.env, quote.id, 'quote_cancelled', now),
        ]).then(() => undefined),
      );
    }
  } else {
    const parsed = parseDecline(fields, lang);
    if (!parsed.ok) return render(c, quote, lang, 422, { kind, values: asStrings(fields), errors: parsed.errors });
    if (await declineQuote(c.env.DB, quote, parsed.reason, parsed.details, now)) {
      console.log(`lead ${quote.lead_id}: quote ${quoteName(quote)} v${quote.version} declined`);
      c.executionCtx.waitUntil(tellContractor(c.env, quote, { kind: 'declined', reason: parsed.reason, details: parsed.details }));
    }
  }
  c.header('Cache-Control', 'no-store');
  return c.redirect(quotePath({ token: quote.token, lang }), 303);
}

/**
 * Accept and pay in one step (issue 44 §2): right after `quote` was accepted, 303 to its deposit's Checkout Session
 * (`startCheckout`, which opens or reuses it); when Checkout cannot be opened, 303 back to the page with
 * `?deposit=failed`, which says the acceptance is recorded and offers "Pay the deposit" again with the phone.
 */
async function payAfterAccepting(c: Context<AppEnv>, quote: Quote, lang: Locale) {
  c.header('Cache-Control', 'no-store');
  try {
    const checkout = await startCheckout(c.env, quote);
    console.log(`lead ${quote.lead_id}: deposit checkout opened for ${quoteName(quote)} v${quote.version} on acceptance`);
    return c.redirect(checkout, 303);
  } catch (error) {
    console.error('stripe_checkout_failed', quote.id, String(error));
    return c.redirect(`${quotePath({ token: quote.token, lang })}?deposit=failed`, 303);
  }
}

/**
 * `POST /quotes/<token>/deposit`: 404 for an unknown token, 429 past the
 * client's bound (QUOTE_LIMITER), then, for an accepted quote with an unpaid
 * deposit while Stripe is set up, 303 to a new Checkout Session
 * (src/quotes/deposit.ts); anything else 303 back to the page, which says
 * where the deposit stands. When Stripe refuses or cannot be reached: 502 with
 * the page and a message to try again or call.
 */
export async function depositPost(c: Context<AppEnv>, lang: Locale) {
  const quote = await quoteByToken(c.env.DB, c.req.param('token') ?? '');
  if (!quote) return renderNotFound(c);
  c.header('Cache-Control', 'no-store');
  const limited = await overLimit(c, 'quote', lang);
  if (limited) return limited;
  const path = quotePath({ token: quote.token, lang });
  if (depositView(c.env, quote, standingOf(quote, new Date()), path, false).kind !== 'stripe') return c.redirect(path, 303);
  let checkout: string;
  try {
    checkout = await startCheckout(c.env, quote);
  } catch (error) {
    console.error('stripe_checkout_failed', quote.id, String(error));
    return render(c, quote, lang, 502, undefined, true);
  }
  console.log(`lead ${quote.lead_id}: deposit checkout opened for ${quoteName(quote)} v${quote.version}`);
  return c.redirect(checkout, 303);
}

/**
 * `GET /quotes/<token>.pdf`: the quote as a PDF in `lang` (src/quotes/pdf.ts,
 * made by the side Worker once per version, state and language, then kept: `pdfOf`), signed once accepted;
 * `no-store`, noindex; the 404 page for a token no quote has or a draft's; 429 with `Retry-After` past the client's bound
 * (QUOTE_LIMITER, key `pdf:<client>`, apart from the answers' bound). `no-referrer`: src/security.ts.
 */
export async function quotePdfResponse(c: Context<AppEnv>, lang: Locale) {
  const quote = await quoteByToken(c.env.DB, (c.req.param('file') ?? '').replace(/\.pdf$/, ''));
  if (!quote || quote.state === 'draft') return renderNotFound(c);
  c.header('Cache-Control', 'no-store');
  const limited = await overLimit(c, 'pdf', lang);
  if (limited) return limited;
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
  });
}
