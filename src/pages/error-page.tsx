import { business, telHref } from '../content/business';
import { UI } from '../content/index';
import { DocumentShell } from '../components/document-shell';
import { LANGUAGE_TAG, type Locale, localizedPath } from '../i18n';

/**
 * The document shown when a page fails to render, in the edition of the
 * failed page (`locale`, English unless given): titled 'Unexpected
 * Application Error!' in English, 'Algo salió mal' in Spanish
 * (`UI[locale].serverError`). `message` is shown only when running locally;
 * in production it is undefined. The page stands alone, without the shared
 * layout, which may be what failed.
 */
export function ErrorDocument({ message, locale = 'en' }: { message?: string; locale?: Locale }) {
  const words = UI[locale].serverError;
  return (
    <DocumentShell
      lang={LANGUAGE_TAG[locale]}
      head={
        <>
          <meta name="robots" content="noindex" />
          <title>{words.title}</title>
        </>
      }
    >
      <main className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{words.heading}</h1>
        <p className="mt-4 text-lg text-slate-700">{words.text}</p>
        {message && <pre className="mt-6 overflow-x-auto rounded-lg bg-slate-900 p-4 text-left text-sm text-red-300">{message}</pre>}
        <p className="mt-8">
          <a href={localizedPath(locale, '/')} className="font-semibold text-amber-800 underline">
            {words.home}
          </a>
          {' · '}
          <a href={telHref} className="font-semibold text-amber-800 underline">
            {words.call(business.phone.display)}
          </a>
        </p>
      </main>
    </DocumentShell>
  );
}
