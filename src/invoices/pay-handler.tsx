/**
 * `POST /quotes/<token>/invoices/INV-<n>/pay` (issue 47 item 3), both editions, imported by src/quotes/routes.tsx on
 * first use: 303 to the invoice's Stripe Checkout page (src/invoices/checkout.ts), or a page that says why not.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { INVOICE_PAY_WORDS } from '../content/invoice-pay';
import type { AppEnv } from '../env';
import { renderNotFound } from '../errors';
import type { Locale } from '../i18n';
import { renderPage } from '../render';
import { stripeConfigured } from '../quotes/stripe-client';
import { PhoneLink, secondaryClass } from '../quotes/deposit-part';
import { overLimit } from '../quotes/over-limit';
import { quoteByToken, quotePath } from '../quotes/store';
import { invoicePagePath, type PayRefusal, startInvoiceCheckout } from './checkout';
import { invoiceName, invoiceNumberOf } from './model';
import { invoiceByNumber } from './store';

/** Why the page refuses, in its words' keys: the invoice's state, or Stripe failing to open Checkout. */
type Refused = Exclude<PayRefusal, 'draft'> | 'failed';

/** The refusal's page: a heading, why, and the way back to the invoice (the phone when Stripe failed). */
function RefusedPage({ name, why, back, lang }: { name: string; why: Refused; back: string; lang: Locale }) {
  const words = INVOICE_PAY_WORDS[lang].refused;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">{words.title(name)}</h1>
      <p role="alert" className="mt-3 text-lg">
        {words[why]} {why === 'failed' && <PhoneLink />}
      </p>
      <p className="mt-4">
        <a href={back} className={secondaryClass}>
          {words.back}
        </a>
      </p>
    </main>
  );
}

/**
 * The post (from this site only, bounded per client as the deposit's: QUOTE_LIMITER): the 404 page while Stripe is
 * not set up, for an unknown token, an invoice that is not this quote's or not sent; 409 with a page saying why for
 * an invoice void, paid in full, or with a bank transfer processing; 502 with the page and the phone when Stripe
 * could not open Checkout; else 303 to the Checkout page.
 */
export async function invoicePayPost(c: Context<AppEnv>, lang: Locale): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  if (!stripeConfigured(c.env)) return renderNotFound(c);
  const quote = await quoteByToken(c.env.DB, c.req.param('token') ?? '');
  const number = invoiceNumberOf(c.req.param('invoice') ?? '');
  const invoice = quote && number ? await invoiceByNumber(c.env.DB, number) : null;
  if (!quote || !invoice || invoice.quote_id !== quote.id || invoice.status === 'draft') return renderNotFound(c);
  const limited = await overLimit(c, 'quote', lang);
  if (limited) return limited;
  const name = invoiceName(invoice);
  const page = { token: quote.token, lang };
  const refuse = (why: Refused, status: ContentfulStatusCode) =>
    renderPage(
      c,
      <RefusedPage name={name} why={why} back={invoicePagePath(page, invoice)} lang={lang} />,
      {
        title: INVOICE_PAY_WORDS[lang].refused.title(name),
        description: INVOICE_PAY_WORDS[lang].refused.title(name),
        keywords: [],
        path: quotePath(page),
        noindex: true,
        actionBar: false,
      },
      status,
      { cache: false },
    );
  try {
    const started = await startInvoiceCheckout(c.env, invoice, new Date());
    if ('refused' in started) return refuse(started.refused === 'draft' ? 'void' : started.refused, 409);
    console.log(`lead ${invoice.lead_id}: checkout opened for ${name}`);
    return c.redirect(started.url, 303);
  } catch (error) {
    console.error('stripe_invoice_checkout_failed', invoice.id, String(error));
    return refuse('failed', 502);
  }
}
