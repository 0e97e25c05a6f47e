import { describe, expect, it } from 'vitest';
import { CITY_SLUGS, hrefs, loadPage, SERVICE_SLUGS, texts } from './helpers';

const firstEightServices = SERVICE_SLUGS.slice(0, 8).map((s) => `/${s}`);
const firstEightAreas = CITY_SLUGS.slice(0, 8).map((c) => `/${c}-tx-concrete-contractors`);

describe('shared layout', () => {
  it('has a sticky header with Home, both dropdowns, About, Blog, Contact, click-to-call and Get Quote', async () => {
    const { document } = await loadPage('/about');
    const header = document.querySelector('header');
    expect(header?.getAttribute('class')).toContain('sticky');
    const nav = document.querySelector('header nav[aria-label="Main"]')!;
    expect(hrefs(nav, ':scope > a')).toEqual(['/', '/about', '/blog', '/contact']);
    const services = nav.querySelector('details[data-menu="services"]')!;
    expect(services.querySelector('summary')?.textContent.trim()).toBe('Services');
    expect(hrefs(services, 'li a')).toEqual(firstEightServices);
    expect(hrefs(services, 'div > a')).toEqual(['/services', '/concrete-cost-calculator']);
    expect(texts(services, 'div > a')[0]).toContain('View All Services');
    const areas = nav.querySelector('details[data-menu="areas"]')!;
    expect(areas.querySelector('summary')?.textContent.trim()).toBe('Service Areas');
    expect(hrefs(areas, 'li a')).toEqual(firstEightAreas);
    expect(texts(areas, 'div > a')[0]).toContain('View All Service Areas');
    expect(hrefs(header!, 'a[href^="tel:"]')).toContain('tel:+14095550100');
    const quote = header!.querySelectorAll('a').find((a) => a.textContent.trim() === 'Get Quote');
    expect(quote?.getAttribute('href')).toBe('/contact#estimate-form');
    // The emergency link beside the phone number, and a visible "Call" label on the phone link below 1024 px.
    const emergency = header!.querySelectorAll('a').find((a) => a.textContent.trim() === '24/7 Emergency');
    expect(emergency?.getAttribute('href')).toBe('/emergency');
    expect(texts(header!, 'a[href^="tel:"]')).toContain('Call');
  });

  it('has a phone menu with the same links, flat', async () => {
    const { document } = await loadPage('/');
    const menu = document.querySelector('details[data-menu="mobile"] nav')!;
    expect(hrefs(menu, 'a')).toEqual([
      '/emergency',
      '/',
      ...firstEightServices,
      '/services',
      '/concrete-cost-calculator',
      ...firstEightAreas,
      '/service-areas',
      '/about',
      '/blog',
      '/contact',
      'tel:+14095550100',
      '/contact#estimate-form',
      '/es',
    ]);
    expect(texts(menu, 'a').at(0)).toBe('24/7 Emergency');
  });

  it('has the footer: company, address, phone, email, services, service areas, quick links, social links and copyright', async () => {
    const { document, html } = await loadPage('/contact');
    const footer = document.querySelector('footer')!;
    expect(footer.textContent).toContain('Golden Triangle Concrete');
    expect(footer.textContent).toContain('123 Main St, Beaumont, TX 77701');
    expect(hrefs(footer, 'a[href^="tel:"]')).toEqual(['tel:+14095550100']);
    expect(hrefs(footer, 'a[href^="mailto:"]')).toEqual(['mailto:info@goldentriangleconcrete.example']);
    const group = (heading: string) => footer.querySelectorAll('h2').find((h) => h.textContent.trim() === heading)?.parentNode;
    expect(hrefs(group('Our Services')!, 'a')).toEqual([...firstEightServices, '/services']);
    expect(hrefs(group('Service Areas')!, 'a')).toEqual([...firstEightAreas, '/service-areas']);
    expect(texts(group('Service Areas')!, 'a').at(-1)).toBe('View All Areas');
    const quick = hrefs(group('Quick Links')!, 'a');
    expect(quick).toEqual(
      expect.arrayContaining(['/about', '/contact', '/quote#estimate-form', '/emergency', '/concrete-cost-calculator']),
    );
    expect(texts(group('Quick Links')!, 'a')).toEqual(expect.arrayContaining(['Free Quote', 'Emergency Service', 'Cost Calculator']));
    expect(texts(footer, 'ul[aria-label="Social media"] a')).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    const year = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', year: 'numeric' }).format(new Date());
    expect(footer.textContent).toContain(`© 2024–${year}`);
    expect(footer.textContent).toMatch(/Licensed & insured · Serving Southeast Texas within 50 miles of Beaumont/);
    expect(html).not.toContain('20+ years');
  });
});

describe('home page counts', () => {
  it('shows 4 stats, 9 services, 12 towns (ten nearby towns, Port Arthur and Orange), 4 steps and 6 FAQs', async () => {
    const { document } = await loadPage('/');
    expect(texts(document, 'main dl dd')).toEqual(['500+', '7+', '24hr', '5-Star Reviews']);
    // The reviews claim links to the reviews.
    expect(hrefs(document, 'main dl dd a')).toEqual(['https://reviews.example/goldentriangleconcrete']);
    expect(texts(document, 'main dl dt')).toEqual(['Happy Customers', 'Years Experience', 'Emergency Service', 'Reviews']);
    expect(hrefs(document, '#services li a')).toEqual(SERVICE_SLUGS.slice(0, 9).map((s) => `/${s}`));
    expect(texts(document, '#areas ul[aria-label="Towns we serve"] li')).toEqual([
      'Beaumont',
      'Port Arthur',
      'Orange',
      'Lumberton',
      'Nederland',
      'Port Neches',
      'Vidor',
      'Bridge City',
      'China',
      'Winnie',
      'Sour Lake',
      'Nome',
    ]);
    expect(texts(document, '#process ol > li h3')).toEqual(['Step 1: Contact', 'Step 2: Assess', 'Step 3: Quote', 'Step 4: Complete']);
    expect(document.querySelectorAll('#faq details')).toHaveLength(6);
    const quote = document.querySelectorAll('main a').find((a) => a.textContent.trim() === 'Get Free Quote');
    expect(quote?.getAttribute('href')).toBe('/contact#estimate-form');
  });
});

describe('pages of the route table', () => {
  it('About: 4 values, 4 statistics, 3 team members, 12 cities', async () => {
    const { document } = await loadPage('/about');
    expect(document.querySelectorAll('#values li > h3')).toHaveLength(4);
    expect(texts(document, '#numbers dd')).toEqual(['500+', '100%', '50+', '7+']);
    expect(document.querySelectorAll('#team li')).toHaveLength(3);
    expect(document.querySelectorAll('#areas li')).toHaveLength(12);
  });

  it('Contact: 16-city list, the required form fields, "Over 7 years"', async () => {
    const { document, html } = await loadPage('/contact');
    expect(document.querySelectorAll('#areas li')).toHaveLength(16);
    const form = document.querySelector('form')!;
    const field = (name: string) => form.querySelector(`[name="${name}"]`)!;
    expect(field('name').getAttribute('required')).not.toBeUndefined();
    expect(field('phone').getAttribute('type')).toBe('tel');
    expect(field('email').getAttribute('type')).toBe('email');
    expect(field('message').tagName).toBe('TEXTAREA');
    expect(field('service').querySelectorAll('option')).toHaveLength(16);
    expect(form.querySelectorAll('[required]').map((el) => el.getAttribute('name'))).toEqual(['name', 'phone', 'email', 'message']);
    expect(html).toContain('* Required fields. We respect your privacy and never share your information.');
    expect(html).toContain('Over 7 years');
  });

  it('Quote: heading, seven fields with their example placeholders and input types, 7+ years in the checklist', async () => {
    const { document, html } = await loadPage('/quote');
    expect(texts(document, 'h1')).toEqual(['Get Your Free Concrete Quote']);
    const fields = document.querySelectorAll('form input:not([type="hidden"]):not([type="file"]):not([tabindex="-1"]), form textarea');
    // The specification's seven fields, and the optional photo field (issue 23) after them.
    const photos = document.querySelector('form input[type="file"]');
    expect([photos?.getAttribute('name'), photos?.getAttribute('accept'), photos?.hasAttribute('required')]).toEqual([
      'photos',
      'image/*',
      false,
    ]);
    expect(fields.map((f) => f.getAttribute('name'))).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'service',
      'description',
    ]);
    const placeholder = (name: string) => document.querySelector(`[name="${name}"]`)?.getAttribute('placeholder');
    expect(placeholder('phone')).toBe('e.g. (409) 555-0123');
    expect(placeholder('address')).toBe('e.g. 123 Main St, Beaumont, TX');
    expect(placeholder('service')).toBe('e.g. Concrete driveway or patio');
    // Placeholders read as examples ("e.g. ..."), so no one takes them for filled-in values.
    for (const field of document.querySelectorAll('form [placeholder]')) expect(field.getAttribute('placeholder')).toMatch(/^e\.g\. /);
    expect(document.querySelector('[name="email"]')?.getAttribute('type')).toBe('email');
    expect(document.querySelector('[name="phone"]')?.getAttribute('type')).toBe('tel');
    expect(texts(document, 'form button')).toEqual(['Submit Quote Request']);
    expect(html).toContain('7+ years of experience');
  });

  it('Services: 4 categories, all 15 services linked, 4 steps, a link to /service-areas, 12 cities', async () => {
    const { document } = await loadPage('/services');
    expect(document.querySelectorAll('#categories > div > ul > li')).toHaveLength(4);
    expect(hrefs(document, '#all-services li a')).toEqual(SERVICE_SLUGS.map((s) => `/${s}`));
    expect(document.querySelectorAll('#process ol > li')).toHaveLength(4);
    expect(hrefs(document, 'main a')).toContain('/service-areas');
    expect(document.querySelectorAll('#areas li')).toHaveLength(12);
  });

  it('Service Areas: count plus "+", 4 bullets, 8 primary cards, 7 more links, 4 counties, 4 expertise cards', async () => {
    const { document } = await loadPage('/service-areas');
    expect(document.querySelector('main')?.textContent).toContain('15+ communities served');
    expect(document.querySelectorAll('#why-choose li')).toHaveLength(4);
    expect(hrefs(document, '#primary-areas a')).toEqual(CITY_SLUGS.slice(0, 8).map((c) => `/${c}-tx-concrete-contractors`));
    expect(hrefs(document, '#additional-areas a')).toEqual(CITY_SLUGS.slice(8).map((c) => `/${c}-tx-concrete-contractors`));
    expect(texts(document, '#radius h3')).toEqual(['Jefferson County', 'Orange County', 'Hardin County', 'Chambers County']);
    expect(texts(document, '#radius li p')).toEqual(['Complete coverage', 'Major cities', 'Select areas', 'Northern areas']);
    expect(texts(document, '#local-expertise h3')).toEqual(['Soil', 'Climate', 'Building Codes', 'Materials']);
  });

  it('Emergency: 24/7 line, response within 2 hours, three lists and the steps', async () => {
    const { document } = await loadPage('/emergency');
    const main = document.querySelector('main')!.textContent;
    expect(main).toContain('24/7');
    expect(main).toContain('within 2 hours');
    expect(texts(document, '#what-we-handle h3')).toEqual(['Safety Hazards', 'Weather Damage', 'Immediate Repairs']);
    expect(document.querySelectorAll('#what-to-do ol > li').length).toBeGreaterThanOrEqual(3);
  });

  it.each(['/privacy', '/terms-of-service'])('%s shows today (America/Chicago) as Last updated, and the contact block', async (path) => {
    const { document } = await loadPage(path);
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(new Date());
    expect(document.querySelector('main')?.textContent).toContain(`Last updated: ${today}`);
    expect(hrefs(document, 'main address a')).toEqual(['tel:+14095550100', 'mailto:info@goldentriangleconcrete.example']);
  });

  it('Blog: heading and one post card with category, date, read time and Read More', async () => {
    const { document } = await loadPage('/blog');
    expect(texts(document, 'h1')).toEqual(['Concrete Insights Blog']);
    const cards = document.querySelectorAll('main li').filter((li) => li.querySelector('h2'));
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(card.textContent).toContain('Concrete Maintenance');
    expect(card.textContent).toContain('August 1, 2024');
    expect(card.textContent).toContain('8 min read');
    expect(card.querySelector('h2')?.getAttribute('class')).toContain('line-clamp-2');
    expect(card.querySelector('p')?.getAttribute('class')).toContain('line-clamp-3');
    expect(hrefs(card, 'a')).toEqual(['/blog/beaumont-driveway-cracking-concrete-damage-costs']);
  });

  it('Blog article: Back to Blog, category, date, read time and calls for a free estimate', async () => {
    const { document } = await loadPage('/blog/beaumont-driveway-cracking-concrete-damage-costs');
    const article = document.querySelector('article')!;
    expect(hrefs(article, 'a').at(0)).toBe('/blog');
    expect(article.textContent).toContain('Back to Blog');
    expect(article.textContent).toContain('Concrete Maintenance');
    expect(article.textContent).toContain('August 1, 2024');
    expect(article.textContent).toContain('8 min read');
    expect(article.querySelectorAll('aside a[href="/contact#estimate-form"]').length).toBeGreaterThanOrEqual(2);
  });
});
