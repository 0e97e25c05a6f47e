import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Testimonials } from '../src/components/testimonials';
import { services } from '../src/content/en/index';

const findService = (slug: string) => services.find((s) => s.slug === slug);
import { testimonials } from '../src/content/testimonials';
import { formatPrice, formatSpan } from '../src/lib/figures';
import { hrefs, loadPage, PRIMARY_PATHS, request, SITE_URL, texts } from './helpers';

/** What turns a visitor into a call or a quote request, through the Worker: what a visitor and a search engine get. */

const CALC = '/concrete-cost-calculator';

describe('action bar and quote links', () => {
  it.each(PRIMARY_PATHS)('%s has the action bar (Call and Book a visit) and every quote button goes to the form', async (path) => {
    const { document } = await loadPage(path);
    const bar = document.querySelector('nav[data-action-bar]');
    expect(bar?.getAttribute('class')).toContain('fixed');
    expect(bar?.getAttribute('class')).toContain('lg:hidden');
    expect(hrefs(bar!, 'a')).toEqual(['tel:+14095550100', '/book']);
    expect(texts(bar!, 'a')).toEqual(['Call', 'Book a visit']);
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

describe('at a glance', () => {
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

describe('cost calculator', () => {
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

describe('cost calculator in Spanish (/es/concrete-cost-calculator)', () => {
  const ES_CALC = '/es/concrete-cost-calculator';

  it('the bare Spanish page is cached under its own path, canonical itself, with a Spanish breadcrumb and a form that stays in Spanish', async () => {
    const [english, spanish] = await Promise.all([loadPage(CALC), loadPage(ES_CALC)]);
    expect(spanish.response.status).toBe(200);
    expect(spanish.response.headers.get('etag')).toBeTruthy();
    expect(spanish.response.headers.get('etag')).not.toBe(english.response.headers.get('etag'));
    const { document } = spanish;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE_URL}${ES_CALC}`);
    expect(texts(document, 'h1')).toEqual(['Calculadora de costo y volumen de concreto']);
    expect(document.querySelector('form[method="get"]')?.getAttribute('action')).toBe(`${ES_CALC}#calculator-result`);
    expect(texts(document, '#calc-project option')[0]).toBe('Entrada de autos');
    expect(document.querySelector('label[for="calc-length"]')?.textContent).toBe('Largo (pies)');
    const crumbs = document
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.textContent))
      .find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Inicio', `${SITE_URL}/es`],
      ['Calculadora de costos', `${SITE_URL}${ES_CALC}`],
    ]);
    const title = document.querySelector('title')?.textContent ?? '';
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(title.length).toBeLessThanOrEqual(60);
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('answers the GET form without JavaScript in Spanish: 200 pies², 2.47 yd³, 2.72 yd³ with waste, the typical range', async () => {
    const { response, document } = await loadPage(`${ES_CALC}?project=driveway&length=20&width=10&area=&thickness=4&steps=`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(document.querySelector('#calculator-result h2')?.textContent).toBe('Su cálculoEntrada de autos');
    expect(texts(document, '#calculator-result dt')).toEqual([
      'Área',
      'Concreto',
      'Con un 10% extra por desperdicio',
      'Rango de precio típico',
    ]);
    const result = texts(document, '#calculator-result dd').join(' | ');
    expect(result).toContain('200 pies²');
    expect(result).toContain('2.47 yd³');
    expect(result).toContain('2.72 yd³');
    const price = findService('concrete-driveways')!.atGlance.price[0]!;
    // Spanish writes a range in words (glossary): "De $2,000 a $5,000", never "$2,000 - $5,000".
    expect(result).toContain(`De $${(200 * price.low).toLocaleString('en-US')} a $${(200 * price.high).toLocaleString('en-US')}`);
    expect(result).toContain(`De $${price.low} a $${price.high} por pie²`);
    expect(document.getElementById('calculator-result')?.textContent).toContain('Es un rango típico, no una cotización.');
    expect(document.querySelector('#calc-project option[selected]')?.textContent).toBe('Entrada de autos');
  });

  it('hands off to the Spanish estimate form, which opens with the service chosen and the Spanish message', async () => {
    const { document } = await loadPage(`${ES_CALC}?project=driveway&length=20&width=10&area=&thickness=4&steps=`);
    const handoff = document.querySelectorAll('#calculator-result a').find((a) => a.textContent.trim() === 'Pida una cotización exacta');
    const target = handoff!.getAttribute('href')!;
    const url = new URL(target, 'http://x');
    expect(url.pathname).toBe('/es/contact');
    expect(url.hash).toBe('#estimate-form');
    expect(url.searchParams.get('service')).toBe('concrete-driveways');
    expect(url.searchParams.get('message')).toBe(
      'Calculadora de costos: Entrada de autos, 20 × 10 pies (200 pies²), de 4 pulgadas de grosor. Unas 2.72 yd³ de concreto con el desperdicio. Por favor, envíenme una cotización exacta.',
    );
    const contact = await loadPage(target);
    expect(contact.response.status).toBe(200);
    expect(contact.document.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(contact.document.querySelector('#contact-service option[selected]')?.getAttribute('value')).toBe('Concrete Driveways');
    expect(contact.document.getElementById('contact-message')?.textContent).toBe(url.searchParams.get('message'));
  });

  it('answers a bad value with 422 and a Spanish message beside the field', async () => {
    const { response, document } = await loadPage(`${ES_CALC}?project=driveway&length=veinte&width=10&thickness=99`);
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(document.querySelector('html')?.getAttribute('lang')).toBe('es-US');
    expect(document.getElementById('calc-length-error')?.textContent).toBe('Escriba el largo en pies con números, p. ej. 20.');
    expect(document.getElementById('calc-thickness-error')?.textContent).toBe('Escriba un grosor de 2 a 12 pulgadas.');
    expect(document.getElementById('calc-length')?.getAttribute('aria-describedby')).toContain('calc-length-error');
    expect(document.querySelector('#calculator-result dd')).toBeNull();
    expect(document.querySelector('#calculator-result p')?.textContent).toBe(
      'Corrija los campos marcados para ver el área, el concreto y el precio típico.',
    );
    const steps = await loadPage(`${ES_CALC}?project=steps&steps=31`);
    expect(steps.response.status).toBe(422);
    expect(steps.document.getElementById('calc-steps-error')?.textContent).toBe('Escriba de 1 a 30 escalones.');
  });

  it('Spanish pages link the Spanish calculator: the header menu, the footer and at a glance (preset to the service)', async () => {
    const { document } = await loadPage('/es/concrete-patios');
    expect(hrefs(document, 'header a')).toContain(ES_CALC);
    expect(hrefs(document, 'footer a')).toContain(ES_CALC);
    const link = document
      .getElementById('at-a-glance')
      ?.querySelectorAll('a')
      .find((a) => a.getAttribute('href')?.startsWith(ES_CALC));
    expect(link?.getAttribute('href')).toBe(`${ES_CALC}?project=patio`);
    expect(link?.getAttribute('hreflang')).toBeUndefined();
    const preset = await loadPage(link!.getAttribute('href')!);
    expect(preset.response.status).toBe(200);
    expect(preset.document.querySelector('#calc-project option[selected]')?.textContent).toBe('Patio');
    const english = await loadPage('/concrete-steps-stairs');
    expect(hrefs(english.document.getElementById('at-a-glance')!, 'a')).toContain(`${CALC}?project=steps`);
  });
});

describe('contact hand-off from the calculator', () => {
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

describe('emergency and proof', () => {
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
