import { useLocale } from '../components/locale-context';
import { ButtonLink, CallButton } from '../components/button-link';
import { Container } from '../components/container';

/**
 * The not-found page: heading 404, 'Oops! Page not
 * found', Return to Home linking to /. The missing path is logged to the
 * console by the hydration entry (client/main.ts), which sees the
 * `data-log-missing-path` marker and reads `location.pathname`: the path
 * never enters the HTML, and no React is needed for it.
 */
export function NotFoundPage() {
  const { t, href } = useLocale();
  return (
    <section className="bg-slate-50 py-20 sm:py-28" data-log-missing-path="">
      <Container className="text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-amber-700 sm:text-8xl">404</h1>
        <p className="mt-4 text-2xl font-semibold text-slate-900">{t.notFound.heading}</p>
        <p className="mx-auto mt-3 max-w-md text-slate-600">{t.notFound.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={href('/')} size="lg">
            {t.notFound.home}
          </ButtonLink>
          <ButtonLink href={href('/services')} variant="outline" size="lg">
            {t.notFound.services}
          </ButtonLink>
          <CallButton variant="outline" size="lg" />
        </div>
      </Container>
    </section>
  );
}
