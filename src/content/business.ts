/** The time zone of the business (IANA): every day, window, reminder, deadline and daily count is reckoned in it. */
export const BUSINESS_TIME_ZONE = 'America/Chicago';

/** Response promises in hours; the worded forms in each language derive from these. */
const responseHours = { form: 24, estimate: 24, email: 24, inquiriesBusinessHours: 4, emergency: 2 } as const;

/**
 * The business profile: the only module where a business fact (name, phone,
 * email, address, hours, years, claims, service radius) is written down.
 * Every page, component, structured-data builder and content module reads it
 * from here. Values are sample values: plainly fictional and meant to be
 * replaced before launch.
 *
 * Source: the product specification (business profile and claims, operating
 * hours, social profiles, service radius, counties, response promises).
 */
export const business = {
  name: 'Golden Triangle Concrete',
  industry: 'Concrete Services',
  /** Telephone in the two forms a page needs: what a visitor reads and what a `tel:` link dials (E.164). */
  phone: { display: '(409) 555-0100', e164: '+14095550100' },
  email: 'info@goldentriangleconcrete.example',
  /** Default public origin; `SITE_URL` in wrangler.toml overrides it per deployment. */
  siteUrl: 'https://www.goldentriangleconcrete.example',
  address: {
    streetAddress: '123 Main St',
    addressLocality: 'Beaumont',
    addressRegion: 'TX',
    postalCode: '77701',
    addressCountry: 'US',
  },
  /** WGS 84 degrees, used in structured data. */
  geo: { latitude: 30.0802, longitude: -94.1266 },
  /** Opening hours, 24-hour local time (America/Chicago). */
  hours: [
    {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      label: 'Monday - Friday',
      opens: '08:00',
      closes: '17:00',
      display: '8:00 AM - 5:00 PM',
    },
    { days: ['Saturday'], label: 'Saturday', opens: '09:00', closes: '13:00', display: '9:00 AM - 1:00 PM' },
    { days: ['Sunday'], label: 'Sunday', opens: null, closes: null, display: 'Closed (emergencies only)' },
  ],
  timeZone: BUSINESS_TIME_ZONE,
  /** The UTC offsets of `timeZone` in hours: daylight time (CDT) and standard time (CST, also the offset at New Year). */
  utcOffsetsHours: { daylight: -5, standard: -6 },
  yearsExperience: 7,
  happyCustomers: 500,
  satisfactionPercent: 100,
  serviceRadiusMiles: 50,
  homeCity: 'Beaumont',
  region: 'Southeast Texas',
  counties: [
    { name: 'Jefferson County', coverage: 'Complete coverage' },
    { name: 'Orange County', coverage: 'Major cities' },
    { name: 'Hardin County', coverage: 'Select areas' },
    { name: 'Chambers County', coverage: 'Northern areas' },
  ],
  /** Response promises, worded in English. */
  response: {
    form: `${responseHours.form} hours`,
    estimate: `${responseHours.estimate} hours`,
    email: `${responseHours.email} hours`,
    inquiriesBusinessHours: `${responseHours.inquiriesBusinessHours} hours`,
    emergency: `${responseHours.emergency} hours`,
    estimateValidDays: 30,
  },
  responseHours,
  /**
   * Within how many business days (America/Chicago) the business calls a customer who accepted a quote, to schedule
   * the work: the promise the quote's accepted page and its signed-copy email make (issue 44). A sample value the
   * owner replaces, like the rest of this profile.
   */
  callBackWithinBusinessDays: 1,
  payment: ['Cash', 'Check', 'Major credit cards'],
  social: {
    facebook: 'https://facebook.example/goldentriangleconcrete',
    instagram: 'https://instagram.example/goldentriangleconcrete',
    linkedin: 'https://linkedin.example/company/goldentriangleconcrete',
  },
  /** Where the reviews behind the "5-Star Reviews" claim can be read, so the claim links to its proof; a sample on the reserved domain. */
  reviewsUrl: 'https://reviews.example/goldentriangleconcrete',
  /** First year on the copyright line ("© 2024–{current year}"). */
  copyrightSince: 2024,
} as const;

export type Business = typeof business;

/** Short claims shown as stats and badges, built from the profile so they never disagree. */
export const claims = {
  customers: `${business.happyCustomers}+`,
  years: `${business.yearsExperience}+`,
  emergency: '24hr',
  reviews: '5-Star',
  radius: `${business.serviceRadiusMiles}-mile`,
} as const;

/** The `tel:` href for the business phone (RFC 3966). */
export const telHref = `tel:${business.phone.e164}`;
/** The `mailto:` href for the business email (RFC 6068). */
export const mailHref = `mailto:${business.email}`;
/** One-line postal address, e.g. "123 Main St, Beaumont, TX 77701". */
export const addressLine = `${business.address.streetAddress}, ${business.address.addressLocality}, ${business.address.addressRegion} ${business.address.postalCode}`;
