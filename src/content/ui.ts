import { business } from './business';
import { ERROR_SUMMARY_HEADING, QUOTE_NOTE, REQUIRED_NOTE } from './forms';
import type { Service } from './schema';
import { PRICE_UNITS, TIME_UNITS } from './units';

/**
 * The interface words of the English edition: what the components, the
 * islands' props and the head tags write around the content (navigation,
 * buttons, section headings, form labels, footer lines, the 404 page,
 * breadcrumbs). The Spanish edition has the same shape in `es/ui.ts`
 * (typed `UiWords`, checked for parity by test/i18n-unit.test.ts). Business
 * facts are read from the profile; parameterised texts are functions.
 */
/** Where every "Get Free Quote / Estimate / Consultation" button goes: the estimate form itself, not the top of its page. */
export const ESTIMATE_ANCHOR = 'estimate-form';
/** The contact page scrolled to its estimate form. */
export const estimateHref = `/contact#${ESTIMATE_ANCHOR}`;
/** The quote page scrolled to its form. */
export const quoteFormHref = `/quote#${ESTIMATE_ANCHOR}`;
/** The cost and volume calculator. */
export const calculatorPath = '/concrete-cost-calculator';
/** The emergency page. */
export const emergencyPath = '/emergency';

export const ui = {
  /** The language switcher's link to this edition, in this edition's language. */
  languageName: 'English',
  /** The switcher's accessible name, in the language of the page it is on. */
  switcherLabel: 'Read this page in English',
  skipLink: 'Skip to content',
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    menu: 'Menu',
    home: 'Home',
    services: 'Services',
    areas: 'Service Areas',
    viewAllServices: 'View All Services',
    viewAllAreas: 'View All Service Areas',
    about: 'About',
    blog: 'Blog',
    contact: 'Contact',
    getQuote: 'Get Quote',
    calculator: 'Cost Calculator',
    call: (phone: string) => `Call ${phone}`,
  },
  /** The 405 answer's plain text (src/errors.tsx), the methods the address takes listed after it ("GET, HEAD"). */
  methodNotAllowed: (methods: string) => `Method Not Allowed. This address accepts ${methods}.`,
  footer: {
    blurb: `Concrete driveways, patios, foundations and decorative work for ${business.region}, from our home base in ${business.homeCity}.`,
    social: 'Social media',
    ourServices: 'Our Services',
    areas: 'Service Areas',
    viewAllAreas: 'View All Areas',
    quickLinks: 'Quick Links',
    links: {
      about: 'About Us',
      contact: 'Contact',
      quote: 'Free Quote',
      calculator: 'Cost Calculator',
      emergency: 'Emergency Service',
      blog: 'Blog',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
    },
    rights: 'All rights reserved.',
    licensed: `Licensed & insured · Serving ${business.region} within ${business.serviceRadiusMiles} miles of ${business.homeCity}`,
  },
  buttons: {
    getFreeQuote: 'Get Free Quote',
    getFreeEstimate: 'Get Free Estimate',
    emailForQuote: 'Email for Quote',
    emailSubject: 'Quote request',
    learnMore: 'Learn More',
    learnMoreAbout: (name: string) => ` about ${name}`,
    viewAllServices: 'View All Services',
    viewAllAreas: 'View All Service Areas',
  },
  /** The labels of the service pages' call-to-action enum (schema `ServiceCta`). */
  serviceCta: {
    'Get Free Consultation': 'Get Free Consultation',
    'Get Free Estimate': 'Get Free Estimate',
    'Get Free Quote': 'Get Free Quote',
  } satisfies Record<Service['hero']['cta'], string>,
  cards: { popular: 'Popular', bestFor: 'Best for:', step: (n: number) => `Step ${n}: ` },
  faqHeading: 'Frequently Asked Questions',
  contactCards: {
    callUs: 'Call Us',
    callNote: `Replies within ${business.response.inquiriesBusinessHours} in business hours`,
    emailUs: 'Email Us',
    emailNote: `Answered within ${business.response.email}`,
    serviceArea: 'Service Area',
    radius: `${business.serviceRadiusMiles}-mile radius of ${business.homeCity}`,
    countiesNote: 'Jefferson, Orange, Hardin and Chambers counties',
    hours: 'Business Hours',
    closed: 'Closed (emergencies only)',
    through: 'to',
    emergencyNote: 'Emergency service 24/7, including weekends and holidays.',
  },
  /** County names and coverage labels as shown, keyed by the profile's and the schema's English values. */
  counties: {
    'Jefferson County': 'Jefferson County',
    'Orange County': 'Orange County',
    'Hardin County': 'Hardin County',
    'Chambers County': 'Chambers County',
  },
  coverage: {
    'Complete coverage': 'Complete coverage',
    'Major cities': 'Major cities',
    'Select areas': 'Select areas',
    'Northern areas': 'Northern areas',
  },
  home: {
    glance: 'Company at a glance',
    servicesHeading: 'Our Concrete Services',
    servicesIntro: 'Residential, decorative and commercial concrete, planned and poured by one local crew.',
    areasHeading: `Proudly Serving ${business.region}`,
    areasIntro: `From ${business.homeCity} across Jefferson, Orange, Hardin and Chambers counties.`,
    townsLabel: 'Towns we serve',
    seeAllAreas: 'See all service areas',
    processHeading: 'How It Works',
    processIntro: 'Four simple steps from your first call to finished concrete.',
  },
  about: {
    story: 'Our Story',
    values: 'What We Stand For',
    numbers: 'By the Numbers',
    team: 'Meet the Team',
    areas: 'Communities We Serve',
    areasLabel: 'Communities we serve',
    licensing: 'Licensed, Insured and Accountable',
    contact: 'Get in Touch',
    ctaHeading: 'Let’s Talk About Your Project',
    ctaText: 'Call us or ask for a free quote. We will visit, measure and give you a clear written price.',
  },
  blog: {
    emptyHeading: 'No blog posts yet',
    emptyText: 'Check back soon for expert concrete tips and insights!',
    minRead: (minutes: number) => `${minutes} min read`,
    readMore: 'Read More',
    back: 'Back to Blog',
    ctaHeading: 'Worried About Your Driveway?',
    ctaText: 'Ask for a free inspection. We will tell you honestly whether it needs a repair, a seal or nothing at all.',
    ctaLabel: 'Request a Free Estimate',
  },
  city: {
    eyebrow: (county: string) => `${county}, Texas`,
    heading: (city: string) => `Concrete Contractors in ${city}, TX`,
    why: (city: string) => `Why ${city} Chooses ${business.name}`,
    areas: (city: string) => `Areas We Serve in and around ${city}`,
    areasLabel: (city: string) => `Areas served near ${city}`,
    expertise: (city: string) => `Local Concrete Expertise in ${city}`,
    services: (city: string) => `Concrete Services in ${city}`,
    faqs: (city: string) => `${city} Concrete FAQs`,
  },
  contact: {
    reach: 'Ways to Reach Us',
    formHeading: 'Request Your Free Estimate',
    formIntro: 'Tell us about your project and we will get back to you with a free, no-obligation estimate.',
    asideLabel: 'Why choose us and business hours',
    why: 'Why Choose Us',
    quickResponse: 'Quick Response',
    areas: 'Areas We Serve',
    areasLabel: 'Areas we serve',
  },
  quote: {
    formHeading: 'Project Details',
    contactInfo: 'Contact Information',
    area: `${business.region}, ${business.serviceRadiusMiles}-mile radius of ${business.homeCity}`,
    response: `Response within ${business.response.form}`,
    why: 'Why Choose Us?',
  },
  thankYou: {
    /**
     * The title of a form page in a state of its own: `sent` (the thank-you page), `invalid` (422, the form sent back
     * with messages) or `unavailable` (503); `pageTitle` is the form page's own title.
     */
    title: (state: 'sent' | 'invalid' | 'unavailable', _form: 'contact' | 'quote', pageTitle: string) =>
      `${state === 'sent' ? 'Thank You: ' : 'Error: '}${pageTitle}`,
    received: 'We have your request. Need us sooner? Call',
    another: 'Send another request',
  },
  emergency: {
    callNow: (phone: string) => `Call Now: ${phone}`,
    response: `Response within ${business.response.emergency}, 24/7, weekends and holidays included.`,
    handle: 'Emergencies We Handle',
    whatToDo: 'What to Do Right Now',
    ctaHeading: 'Concrete Emergency? Call Now.',
    ctaText: `Our emergency line answers around the clock, and a crew is on the way within ${business.response.emergency}.`,
    ctaLabel: 'Request Service',
  },
  serviceAreas: {
    /** The count of towns served, read as "at least": "15+" (Spanish "Más de 15", never "15+ comunidades"). */
    atLeast: (n: number) => `${n}+`,
    served: 'communities served',
    why: 'Why Choose a Local Contractor',
    primary: 'Primary Service Areas',
    viewArea: 'View area',
    additional: 'Additional Service Areas',
    radius: `Our ${business.serviceRadiusMiles}-Mile Service Radius`,
    expertise: 'Local Expertise That Matters',
    ctaHeading: 'Don’t See Your Town?',
    ctaText: `We work throughout a ${business.serviceRadiusMiles}-mile radius of ${business.homeCity}. Call or ask for a free estimate and we will tell you right away.`,
  },
  /** Service categories as the service pages' eyebrow shows them. */
  categories: {
    residential: 'Residential Concrete',
    decorative: 'Decorative Concrete',
    commercial: 'Commercial Concrete',
    repair: 'Repair & Maintenance',
  },
  servicesIndex: {
    categories: 'Service Categories',
    all: 'All Concrete Services',
    process: 'Our Process',
    areas: `Serving ${business.homeCity} and Beyond`,
    areasIntro: `We bring every one of these services to communities across ${business.region}.`,
    areasLabel: 'Communities we serve',
    ctaHeading: 'Not Sure Which Service You Need?',
    ctaText: 'Describe your project and we will recommend the right approach, with a free written estimate.',
  },
  legal: { updated: 'Last updated:', contact: 'Contact Us', phone: 'Phone:', email: 'Email:' },
  notFound: {
    title: `Page Not Found | ${business.name}`,
    description:
      'The page you are looking for does not exist. Find concrete services, service areas and free estimates from the home page.',
    keywords: ['page not found'],
    heading: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved. Try the home page, our services, or give us a call.',
    home: 'Return to Home',
    services: 'Browse Services',
  },
  refusal: { back: 'Back to the Form' },
  /** The 500 page (src/pages/error-page.tsx), which stands alone: its title, heading, text and two links. */
  serverError: {
    title: `Unexpected Application Error! | ${business.name}`,
    heading: 'Unexpected Application Error!',
    text: 'Something went wrong on our side. Please try again in a moment.',
    home: 'Return to Home',
    call: (phone: string) => `Call ${phone}`,
  },
  socialImageAlt: `${business.name}: concrete contractor in ${business.homeCity}, Texas`,
  /** The words of the contact and quote form islands (passed as props: the islands carry no words of their own). */
  form: {
    contactLabel: 'Estimate request',
    quoteLabel: 'Quote request',
    name: 'Full Name',
    phone: 'Phone Number',
    email: 'Email Address',
    service: 'Service Needed',
    selectService: 'Select a service',
    address: 'Project Address',
    message: 'Project Details',
    messagePlaceholder: 'Size, location, timeline and anything else we should know',
    send: 'Send My Request',
    sending: 'Sending…',
    quoteFirstName: 'First Name',
    quoteLastName: 'Last Name',
    quoteEmail: 'Email',
    quotePhone: 'Phone',
    quoteService: 'Service Needed',
    quoteDescription: 'Project Description',
    firstNamePlaceholder: 'e.g. John',
    lastNamePlaceholder: 'e.g. Smith',
    emailPlaceholder: 'e.g. john@example.com',
    phonePlaceholder: 'e.g. (409) 555-0123',
    addressPlaceholder: 'e.g. 123 Main St, Beaumont, TX',
    servicePlaceholder: 'e.g. Concrete driveway or patio',
    descriptionPlaceholder: 'e.g. A 20 by 24 ft driveway replacement, ideally before summer',
    submitQuote: 'Submit Quote Request',
    honeypot: 'Website (leave this empty)',
    requiredNote: REQUIRED_NOTE,
    quoteNote: QUOTE_NOTE,
    errorSummary: ERROR_SUMMARY_HEADING,
    photos: 'Photos of the area (up to 5)',
    photosHelp: 'Optional, but they help us price the job, often the same day. Take them now or choose them from your phone.',
    photoPreparing: 'Preparing…',
    photoReady: 'Ready to send',
    photoSending: 'Sending…',
    photoSent: 'Sent',
    photoRemove: 'Remove',
    photoRetry: 'Try again',
    photoUnreadable: 'This file could not be read as a photo. Choose a JPEG or PNG photo.',
    photoLimit: 'At most 5 photos: the rest were left out.',
    photoOffline: 'The connection dropped. Try again when you have signal.',
    photosHeading: 'Your photos',
  },
  // What turns a visitor into a call or a quote request: the action bar, the header's call label and emergency link, at a glance, testimonials.
  /** Bottom action bar on phones and tablets. */
  actionBar: { label: 'Call or book a visit', call: 'Call', book: 'Book a visit' },
  /** Header: the visible label beside the phone icon below 1024 px, and the emergency link. */
  header: { call: 'Call', emergency: '24/7 Emergency' },
  /** The at-a-glance block of a service page. */
  atGlance: {
    heading: 'At a Glance',
    price: 'Typical price',
    duration: 'How long the work takes',
    lifespan: 'How long it lasts',
    foot: 'Foot traffic after',
    vehicles: 'Vehicles after',
    typicalNote: 'Figures marked typical are usual Southeast Texas ranges; your free on-site estimate gives the exact price.',
    specNote: 'Your free on-site estimate gives the exact price.',
    typicalMark: 'typical',
    calculatorLink: 'Estimate your project with the cost calculator',
  },
  /** Testimonials section (renders only when reviews exist). */
  testimonials: { heading: 'What Our Customers Say', more: 'Read more reviews' },
  /** Units of the at-a-glance figures (PRICE_UNITS, TIME_UNITS of units.ts). */
  /**
   * Units, and how a range of figures is written: `range` for a span ("24-48"), `priceRange` for a price ("$3-8");
   * `{low}` and `{high}` are the figures; `orMore` a figure read as "at least" (`{n}`). Spanish writes "De 24 a 48", "De $3 a $8",
   * "Más de 20" (glossary, README-translation.md).
   */
  units: { price: PRICE_UNITS, time: TIME_UNITS, range: '{low}-{high}', priceRange: '{$}{low}-{high}', orMore: '{n}+' },
  // Findability: breadcrumbs and link blocks.
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
};

/**
 * The shape of the interface words with every text widened to `string` and
 * every function kept with its parameters, so a translation must provide the
 * same keys and the same parameterised texts.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly [string, string]
      ? readonly [string, string]
      : T extends readonly string[]
        ? readonly string[]
        : { readonly [K in keyof T]: Words<T[K]> };

/** The interface words of one edition. */
export type UiWords = Words<typeof ui>;

/** Number formatting of the site's language (US formatting, also in US Spanish: $4,000 and 1.5, as src/content/es/README-translation.md, "Numbers and units", sets). */
export const NUMBER_LOCALE = 'en-US';
