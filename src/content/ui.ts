/**
 * Words of the page furniture that are not a page's own content: breadcrumb
 * and link-block headings. A language edition provides a module of the same
 * shape (functions take the names they weave in).
 */
export const ui = {
  /** The accessible name of the breadcrumb navigation (WAI-ARIA APG, Breadcrumb pattern). */
  breadcrumbLabel: 'Breadcrumb',
  relatedServices: {
    heading: 'Related Services',
    intro: (service: string) => `Work that often goes with ${service.toLowerCase()}.`,
  },
  serviceCities: {
    heading: 'Where We Do This',
    intro: (service: string) =>
      `Towns where ${service.toLowerCase()} is among the work we do most. We take it on anywhere within our service area.`,
  },
  servicePosts: { heading: 'From Our Blog' },
  cityServices: {
    heading: (city: string) => `Concrete Services in ${city}`,
    intro: (city: string) => `The work ${city} asks us for most, first.`,
    all: 'See all our concrete services',
  },
  nearbyCities: {
    heading: 'Nearby Service Areas',
    intro: (city: string) => `The towns closest to ${city} that we serve.`,
  },
  nextSteps: { heading: 'Where to Next' },
  learnMore: 'Learn more',
} as const;
