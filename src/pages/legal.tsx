import { useLocale } from '../components/locale-context';
import { NextSteps } from '../components/next-steps';
import { Container } from '../components/container';
import { addressLine, business, mailHref, telHref } from '../content/business';
import type { PagesCopy } from '../content/edition';

/**
 * The Privacy and Terms template: heading, 'Last updated'
 * with today's date in the business time zone, the policy text and
 * the company contact block. `updated` is { display, iso }.
 */
export function LegalPage({
  page,
  updated,
}: {
  page: PagesCopy['legal'][keyof PagesCopy['legal']];
  updated: { display: string; iso: string };
}) {
  const { t } = useLocale();
  return (
    <>
      <section className="py-14 sm:py-20">
        <Container width="3xl">
          <h1 className="text-4xl font-extrabold tracking-tight">{page.heading}</h1>
          <p className="mt-3 text-slate-600">
            {t.legal.updated} <time dateTime={updated.iso}>{updated.display}</time>
          </p>
          <div className="mt-10 space-y-8">
            {page.sections.map((section) => (
              <div key={section.heading}>
                <h2 className="text-2xl font-bold">{section.heading}</h2>
                {section.paragraphs.map((p) => (
                  <p key={p} className="mt-3 leading-relaxed text-slate-700">
                    {p}
                  </p>
                ))}
              </div>
            ))}
          </div>
          <div className="mt-12 rounded-2xl bg-slate-50 p-6">
            <h2 className="text-xl font-bold">{t.legal.contact}</h2>
            <address className="mt-3 space-y-1 not-italic text-slate-700">
              <p className="font-semibold text-slate-900">{business.name}</p>
              <p>{addressLine}</p>
              <p>
                {t.legal.phone}{' '}
                <a href={telHref} className="font-medium text-amber-800 underline">
                  {business.phone.display}
                </a>
              </p>
              <p>
                {t.legal.email}{' '}
                <a href={mailHref} className="font-medium text-amber-800 underline wrap-anywhere">
                  {business.email}
                </a>
              </p>
            </address>
          </div>
        </Container>
      </section>
      <NextSteps path={page.path} />
    </>
  );
}
