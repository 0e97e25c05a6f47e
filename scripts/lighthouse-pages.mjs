/**
 * The pages `npm run lighthouse` (scripts/lighthouse.mjs) and `npm run bench -- --lcp` (scripts/bench/lcp.mjs) run
 * Lighthouse on: one of every public template, English and Spanish. `path` is the URL path; the project page's is
 * empty here and set to the newest fixture project's once the site is seeded (scripts/seed-projects.mjs);
 * `notFound` marks the page that answers 404 on purpose.
 * @type {readonly { name: string, path: string, notFound?: boolean }[]}
 */
export const LIGHTHOUSE_PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Service', path: '/concrete-driveways' },
  { name: 'City', path: '/nederland-tx-concrete-contractors' },
  { name: 'Contact', path: '/contact' },
  // The other estimate form, with its photo field.
  { name: 'Quote', path: '/quote' },
  // Online booking (issue 29), rendered on request.
  { name: 'Book', path: '/book' },
  { name: 'Blog article', path: '/blog/beaumont-driveway-cracking-concrete-damage-costs' },
  { name: '404', path: '/this-page-does-not-exist', notFound: true },
  // The Spanish edition: Lighthouse 100 on the Spanish Home, a service page and a city page too.
  { name: 'Home (es)', path: '/es' },
  { name: 'Service (es)', path: '/es/concrete-driveways' },
  { name: 'City (es)', path: '/es/nederland-tx-concrete-contractors' },
  // Finished projects (seeded with fixture photos: scripts/seed-projects.mjs): the gallery and a project page. The city pages
  // above are Nederland's, which then show 3 projects.
  { name: 'Projects', path: '/projects' },
  { name: 'Project', path: '' },
];
