import { business, telHref } from '../content/business';
import { DocumentShell } from '../components/document-shell';

/**
 * The document shown when a page fails to render: titled 'Unexpected Application Error!'. `message` is
 * shown only when running locally; in production it is undefined. The page
 * stands alone, without the shared layout, which may be what failed.
 */
export function ErrorDocument({ message }: { message?: string }) {
  return (
    <DocumentShell
      head={
        <>
          <meta name="robots" content="noindex" />
          <title>{`Unexpected Application Error! | ${business.name}`}</title>
        </>
      }
    >
      <main className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Unexpected Application Error!</h1>
        <p className="mt-4 text-lg text-slate-700">Something went wrong on our side. Please try again in a moment.</p>
        {message && <pre className="mt-6 overflow-x-auto rounded-lg bg-slate-900 p-4 text-left text-sm text-red-300">{message}</pre>}
        <p className="mt-8">
          <a href="/" className="font-semibold text-amber-800 underline">
            Return to Home
          </a>
          {' · '}
          <a href={telHref} className="font-semibold text-amber-800 underline">
            Call {business.phone.display}
          </a>
        </p>
      </main>
    </DocumentShell>
  );
}
