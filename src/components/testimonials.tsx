import { business } from '../content/business';
import type { Testimonial } from '../content/schema';
import { useLocale } from './locale-context';
import { Section } from './section';

/**
 * The testimonials section: one quote per review with the
 * reviewer's name, town and rating, and a link to all reviews
 * (`business.reviewsUrl`). Renders nothing when `reviews` is empty, as it
 * ships: the site never invents a review.
 */
/** A customer's words without a rating: what a customer said about a finished job, published with their consent. */
export type CustomerWords = Omit<Testimonial, 'rating'> & { rating?: number };

export function Testimonials({ reviews }: { reviews: readonly CustomerWords[] }) {
  const { t } = useLocale();
  if (reviews.length === 0) return null;
  return (
    <Section id="testimonials" heading={t.testimonials.heading} tone="muted">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={`${review.name}-${review.quote.slice(0, 20)}`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <figure>
              {review.rating !== undefined && (
                <p className="mb-3 text-amber-700" role="img" aria-label={`${review.rating} / 5`}>
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </p>
              )}
              <blockquote className="text-lg leading-relaxed text-slate-800">
                <p>{review.quote}</p>
              </blockquote>
              <figcaption className="mt-4 font-semibold text-slate-900">
                {review.name}
                {review.place && <span className="font-normal text-slate-600">, {review.place}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <a
          href={business.reviewsUrl}
          rel="noopener"
          className="font-semibold text-amber-800 underline underline-offset-4 hover:text-amber-900"
        >
          {t.testimonials.more}
        </a>
      </p>
    </Section>
  );
}
