import { Container } from '../components/container';
import { REVIEW_REQUEST } from '../content/review-request';
import type { Lang } from '../forms/fields';

/** The unsubscribe page's body: the question and its button, the confirmation, or the message of a wrong link. */
export function UnsubscribePage({ lang, state, token }: { lang: Lang; state: 'ask' | 'done' | 'missing'; token: string }) {
  const words = REVIEW_REQUEST[lang].unsubscribe;
  return (
    <section className="py-12 sm:py-16">
      <Container width="3xl">
        <h1 className="text-3xl font-extrabold tracking-tight">{words.title}</h1>
        {state === 'ask' ? (
          <form method="post" className="mt-6">
            <p className="text-lg">{words.ask}</p>
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              className="dark-control mt-4 min-h-12 rounded-lg bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700"
            >
              {words.button}
            </button>
          </form>
        ) : (
          <p role={state === 'done' ? 'status' : 'alert'} className="mt-6 text-lg">
            {state === 'done' ? words.done : words.missing}
          </p>
        )}
      </Container>
    </section>
  );
}
