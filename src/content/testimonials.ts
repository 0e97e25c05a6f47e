import type { Testimonial } from './schema';

/**
 * Customer reviews for the testimonials section. Empty on
 * purpose: the site never invents a review. Add real reviews here (with the
 * reviewer's consent) and the home page shows them; `npm test` parses each
 * with the `Testimonial` schema.
 */
export const testimonials: readonly Testimonial[] = [];
