import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Testimonials } from '../src/components/testimonials';
import { findService, services } from '../src/content/index';
import { testimonials } from '../src/content/testimonials';
import { formatPrice, formatSpan } from '../src/lib/figures';
import { hrefs, loadPage, PRIMARY_PATHS, request, SITE_URL, texts } from './helpers';

/** Issue 12 (conversion) through the Worker: what a visitor and a search engine get. */

const CALC = '/concrete-cost-calculator';

describe('action bar and quote links (items 1, 2)', () => {
  it.each(PRIMARY_PATHS)('%s has the action bar (Call and Free Estimate) and every quote button goes to the form', async (path) => {
    const { document } = await loadPage(path);
    const bar = document.querySelector('nav[data-action-bar]');
    expect(bar?.getAttribute('class')).toContain('fixed');
    expect(bar?.getAttribute('class')).toContain('lg:hidden');
    expect(hrefs(bar!, 'a')).toEqual(['tel:+14095550100', '/contact#estimate-form']);
    expect(texts(bar!, 'a')).toEqual(['Call', 'Free Estimate']);
    const quoteLinks = document
      .querySelectorAll('a')
      .filter((a) => /get free (quote|estimate|consultation)|request a free estimate|get quote/i.test(a.textContent));
    expect(quoteLinks.length).toBeGreaterThan(0);
    for (const a of quoteLinks) expect(a.getAttribute('href'), a.textContent).toMatch(/^\/(contact|quote)#estimate-form$/);
  });

  it('/contact and /quote hold the #estimate-form anchor, and on /contact the form comes before the contact cards', async () => {
    for (const path of ['/contact', '/quote']) {
      const { document } = await loadPage(path);
      expect(document.getElementById('estimate-form')?.querySelector('form[method="post"]'), path).toBeTruthy();
    }
    const { html } = await loadPage('/contact');
    expect(html.indexOf('id="estimate-form"')).toBeLessThan(html.indexOf('id="reach-heading"'));
  });
});

describe('at a glance (item 4)', () => {
  it.each(services.map((s) => [s.slug, s] as const))(
    '/%s shows its figures right after the hero and links the calculator',
    async (slug, service) => {
      const { document } = await loadPage(`/${slug}`);
      const block = document.getElementById('at-a-glance');
      expect(block?.previousElementSibling?.querySelector('h1')).toBeTruthy();
      const shown = texts(block!, 'dd').join(' | ');
      for (const price of service.atGlance.price) expect(shown).toContain(formatPrice(price));
      expect(shown).toContain(formatSpan(service.atGlance.duration));
      if (service.atGlance.lifespan) expect(shown).toContain(formatSpan(service.atGlance.lifespan, { orMore: true }));
      if (service.atGlance.traffic) expect(shown).toContain(formatSpan(service.atGlance.traffic.foot));
      expect(block?.textContent).toContain('free on-site estimate');
      expect(hrefs(block!, 'a').some((href) => href.startsWith(`${CALC}?project=`))).toBe(true);
    },
  );
});

describe('cost calculator (item 5)', () => {
  it('the bare page is a cached page with a canonical URL without query, listed in the sitemap', async () => {
    const { response, document } = await loadPage(CALC);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}${CALC}`);
    expect(document.querySelector('form[method="get"]')?.getAttribute('action')).toBe(`${CALC}#calculator-result`);
    const sitemap = await (await request('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}${CALC}</loc>`);
  });

  it('renders the result of a GET form: area, 2.47 cu yd, 2.72 with waste, the typical range, and the hand-off', async () => {
    const { response, document } = await loadPage(`${CALC}?project=driveway&length=20&width=10&area=&thickness=4&steps=`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = texts(document, '#calculator-result dd').join(' | ');
    expect(result).toContain('200 sq ft');
    expect(result).toContain('2.47 cu yd');
    expect(result).toContain('2.72 cu yd');
    const price = findService('concrete-driveways')!.atGlance.price[0]!;
    expect(result).toContain(`$${(200 * price.low).toLocaleString('en-US')} - $${(200 * price.high).toLocaleString('en-US')}`);
    expect(document.getElementById('calculator-result')?.textContent).toContain('Typical range, not a quote');
    const handoff = document.querySelectorAll('#calculator-result a').find((a) => a.textContent.trim() === 'Get an exact quote');
    const url = new URL(handoff!.getAttribute('href')!, 'http://x');
    expect(url.pathname).toBe('/contact');
    expect(url.hash).toBe('#estimate-form');
    expect(url.searchParams.get('service')).toBe('concrete-driveways');
    expect(url.searchParams.get('message')).toContain('20 × 10 ft (200 sq ft), 4 in thick');
    expect(url.searchParams.get('message')).toContain('2.72 cu yd');
  });

  it('answers a bad value with 422 and a message beside the field, never a 5xx, echoing nothing unescaped', async () => {
    const { response, document, html } = await loadPage(`${CALC}?project=driveway&length=%3Cscript%3Ex&width=10&thickness=99`);
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(document.getElementById('calc-length-error')?.textContent).toBe('Enter the length as a number of feet, like 20.');
    expect(document.getElementById('calc-thickness-error')?.textContent).toBe('Enter a thickness from 2 to 12 inches.');
    expect(document.getElementById('calc-length')?.getAttribute('aria-invalid')).toBe('true');
    expect(html).not.toContain('<script>x');
    expect(document.querySelector('#calculator-result dd')).toBeNull();
  });

  it('never stores a query variant under the bare path', async () => {
    await request(`${CALC}?project=steps&steps=4`);
    const bare = await loadPage(CALC);
    expect(bare.document.querySelector('#calculator-result dd')).toBeNull();
    expect(bare.html).not.toContain('$600');
    const steps = await loadPage(`${CALC}?project=steps&steps=4`);
    expect(texts(steps.document, '#calculator-result dd').join(' ')).toContain('$600 - $1,600');
  });
});

describe('contact hand-off (item 5)', () => {
  it('preselects the service and prefills the message from the query, uncached, escaped', async () => {
    const message = 'Cost calculator: Driveway <b>bold</b>';
    const { response, document, html } = await loadPage(`/contact?service=concrete-driveways&message=${encodeURIComponent(message)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(document.querySelector('#contact-service option[selected]')?.textContent).toBe('Concrete Driveways');
    expect(document.getElementById('contact-message')?.textContent).toBe(message);
    expect(html).not.toContain('<b>bold</b>');
    const bare = await loadPage('/contact');
    expect(bare.html).not.toContain('Cost calculator:');
    expect(bare.document.querySelector('#contact-service option[selected]')?.textContent).toBe('Select a service');
  });

  it('drops an unknown service', async () => {
    const { document } = await loadPage('/contact?service=..%2Fetc&message=Hi');
    expect(document.querySelector('#contact-service option[selected]')?.textContent).toBe('Select a service');
    expect(document.getElementById('contact-message')?.textContent).toBe('Hi');
  });
});

describe('emergency and proof (items 6, 7)', () => {
  it('/emergency: Call is the primary button, and the steps dial the phone number', async () => {
    const { document } = await loadPage('/emergency');
    const band = document.querySelector('section[aria-labelledby="cta-heading"]')!;
    expect(hrefs(band, 'a').at(0)).toBe('tel:+14095550100');
    expect(hrefs(document, '#what-to-do a')).toEqual(['tel:+14095550100']);
    expect(texts(document, '#what-to-do a')).toEqual(['(409) 555-0100']);
  });

  it('the testimonials module ships empty and the home page shows no testimonials', async () => {
    expect(testimonials).toEqual([]);
    const { document } = await loadPage('/');
    expect(document.getElementById('testimonials')).toBeNull();
  });

  it('renders reviews when the module has entries (fixture), with a link to all reviews', () => {
    const html = renderToString(
      <Testimonials
        reviews={[{ quote: 'They fixed our sunken driveway in one morning.', name: 'Fixture F.', place: 'Nederland', rating: 5 }]}
      />,
    );
    expect(html).toContain('What Our Customers Say');
    expect(html).toContain('They fixed our sunken driveway in one morning.');
    expect(html).toContain('Fixture F.');
    expect(html).toContain('href="https://reviews.example/goldentriangleconcrete"');
    expect(renderToString(<Testimonials reviews={[]} />)).toBe('');
  });
});
