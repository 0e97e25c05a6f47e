import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launch, openPage, storedLeads } from './browser';

/**
 * The Spanish edition in Chromium against `wrangler dev`: the Spanish contact form
 * works with and without JavaScript (Spanish labels, the Spanish thank-you panel and no alert, the
 * form's language posted as `lang=es`), and the language switcher is a
 * keyboard-operable link to the same page in the other language. The
 * server's Spanish validation messages, refusal pages and the redirect of a
 * Spanish post to /es/contact/thank-you are tested through the Worker
 * (test/leads-faults-integration.test.ts); these tests assert what the pages
 * serve.
 */

const SUCCESS_ES = '¡Gracias por escribirnos! Nos comunicaremos con usted en un plazo de 24 horas.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

describe('the Spanish contact form', () => {
  it('with JavaScript: Spanish labels, posts lang=es to /contact, shows the Spanish thank-you panel (no alert) and stores the lead', async () => {
    const { context, page, problems } = await openPage(browser);
    await gotoHydrated(page, '/es/contact');
    const email = uniqueEmail('ana');
    await page.getByRole('textbox', { name: 'Nombre completo', exact: true }).fill('Ana Pérez');
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('(409) 555-0177');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
    await page.getByRole('combobox', { name: 'Servicio que necesita', exact: true }).selectOption('Patios de concreto');
    await page.getByRole('textbox', { name: 'Detalles del proyecto', exact: true }).fill('Un patio nuevo detrás de la casa.');
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const posted = page.waitForRequest((r) => r.url() === `${baseUrl()}/contact` && r.method() === 'POST');
    await page.getByRole('button', { name: 'Enviar mi solicitud' }).click();
    const body = (await posted).postDataBuffer()?.toString('utf8') ?? '';
    expect(body).toMatch(/name="lang"\r\n\r\nes\r\n/);
    await expect.poll(() => page.locator('[role="status"] h3').textContent()).toBe(SUCCESS_ES);
    expect(alerts).toEqual([]);
    await expect
      .poll(() =>
        storedLeads()
          .filter((lead) => lead.email === email)
          .map((lead) => [lead.form, lead.name, lead.phone, lead.service]),
      )
      // The select shows Spanish names; its values are the English names the server accepts and the office reads.
      .toEqual([['contact', 'Ana Pérez', '+14095550177', 'Concrete Patios']]);
    // The Spanish thank-you panel takes the form's place.
    await expect(page.getByRole('status').textContent()).resolves.toContain('Enviar otra solicitud');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript: posts natively with lang=es, is answered 303 to a thank-you page and stores the lead', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/es/contact`);
    const email = uniqueEmail('luis');
    await page.getByRole('textbox', { name: 'Nombre completo', exact: true }).fill('Luis Nojs');
    await page.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('409.555.0166');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Detalles del proyecto', exact: true }).fill('Reparar la banqueta.');
    await expect(page.getByRole('textbox', { name: 'Detalles del proyecto', exact: true }).getAttribute('placeholder')).resolves.toMatch(
      /^p\. ej\. /,
    );
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST'),
      page.getByRole('button', { name: 'Enviar mi solicitud' }).click(),
    ]);
    // The form posts multipart (it has a photo field): its lang part.
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.postData()).toMatch(/name="lang"\r\n\r\nes\r\n/);
    const answer = await request.response();
    expect(answer?.status()).toBe(303);
    expect(answer?.headers().location).toMatch(/^\/(?:es\/)?contact\/thank-you#form-heading$/);
    await page.waitForLoadState();
    expect(
      storedLeads()
        .filter((lead) => lead.email === email)
        .map((lead) => [lead.form, lead.name]),
    ).toEqual([['contact', 'Luis Nojs']]);
    await page.goto(`${baseUrl()}/es/contact/thank-you`);
    await expect(page.getByRole('status').textContent()).resolves.toContain(SUCCESS_ES);
    await expect(page.getByRole('link', { name: 'Enviar otra solicitud' }).getAttribute('href')).resolves.toBe('/es/contact');
    await context.close();
  });

  it('the browser’s own check stops an empty Spanish form before it is sent', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/es/contact`);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST') posts++;
    });
    await page.getByRole('button', { name: 'Enviar mi solicitud' }).click();
    await expect(page.evaluate(() => document.querySelector('form')?.checkValidity())).resolves.toBe(false);
    expect(posts).toBe(0);
    await context.close();
  });
});

describe('the language switcher', () => {
  it('on a desktop, Tab reaches it and Enter opens the same page in English', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${baseUrl()}/es/concrete-driveways`);
    let found = false;
    for (let i = 0; i < 40 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => document.activeElement?.getAttribute('hreflang') === 'en-US');
    }
    expect(found).toBe(true);
    await Promise.all([page.waitForURL(`${baseUrl()}/concrete-driveways`), page.keyboard.press('Enter')]);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-US');
    await context.close();
  });

  it('on a phone, it is in the menu, at least 44 × 44 px, and leads to the Spanish page', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/lumberton-tx-concrete-contractors`);
    await page.locator('details[data-menu="mobile"] summary').click();
    // The tap starts hydration; wait for it, so the menu is not re-rendered under the next tap.
    await page.waitForSelector('body[data-hydrated]', { state: 'attached' });
    const link = page.locator('details[data-menu="mobile"] a[hreflang="es-US"]');
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expect(link.textContent()).resolves.toContain('Español');
    await Promise.all([page.waitForURL(`${baseUrl()}/es/lumberton-tx-concrete-contractors`), link.click()]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Contratista de concreto en Lumberton, TX');
    await context.close();
  });

  it('the Spanish header fits at 1280 px and 390 px: no horizontal scrolling', async () => {
    for (const width of [390, 1280]) {
      const { context, page } = await openPage(browser, { viewport: { width, height: 900 } });
      for (const path of ['/es', '/es/concrete-driveways', '/es/contact']) {
        await page.goto(`${baseUrl()}${path}`);
        await expect(
          page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width}`,
        ).resolves.toBe(width);
      }
      await context.close();
    }
  });
});

describe('the Spanish cost calculator', () => {
  it('with JavaScript: the result updates in Spanish as the visitor types, and the hand-off opens the Spanish form prefilled', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await gotoHydrated(page, '/es/concrete-cost-calculator');
    await page.getByLabel('Tipo de proyecto').selectOption('driveway');
    await page.getByLabel('Largo (pies)').fill('20');
    await page.getByLabel('Ancho (pies)').fill('10');
    await page.getByLabel('Grosor (pulgadas)').fill('4');
    const result = page.locator('#calculator-result');
    await expect.poll(() => result.textContent()).toContain('2.47 yd³');
    expect(await result.textContent()).toContain('200 pies²');
    expect(await result.textContent()).toContain('Es un rango típico, no una cotización.');
    expect(page.url()).not.toContain('?');
    await page.getByLabel('Grosor (pulgadas)').fill('6');
    await expect.poll(() => result.textContent()).toContain('3.7 yd³');
    await page.getByLabel('Grosor (pulgadas)').fill('60');
    await expect.poll(() => page.locator('#calc-thickness-error').textContent()).toBe('Escriba un grosor de 2 a 12 pulgadas.');
    expect(await result.textContent()).toContain('Corrija los campos marcados');
    await page.getByLabel('Grosor (pulgadas)').fill('4');
    await expect.poll(() => page.locator('#calc-thickness-error').count()).toBe(0);
    await Promise.all([page.waitForURL('**/es/contact?**'), page.getByRole('link', { name: 'Pida una cotización exacta' }).click()]);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-US');
    await expect(page.getByLabel('Servicio que necesita').inputValue()).resolves.toBe('Concrete Driveways');
    const message = await page.getByLabel('Detalles del proyecto *').inputValue();
    expect(message).toContain('Entrada de autos, 20 × 10 pies (200 pies²), de 4 pulgadas de grosor');
    expect(message).toContain('2.72 yd³');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the GET form is answered by the Worker in Spanish, with a Spanish message beside a refused field', async () => {
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/es/concrete-cost-calculator`);
    await page.getByLabel('Largo (pies)').fill('20');
    await page.getByLabel('Ancho (pies)').fill('diez');
    await page.getByLabel('Grosor (pulgadas)').fill('4');
    await Promise.all([page.waitForURL(/width=diez/), page.getByRole('button', { name: 'Calcular' }).click()]);
    expect(new URL(page.url()).pathname).toBe('/es/concrete-cost-calculator');
    await expect(page.locator('#calc-width-error').textContent()).resolves.toBe('Escriba el ancho en pies con números, p. ej. 10.');
    await page.getByLabel('Ancho (pies)').fill('10');
    await Promise.all([page.waitForURL(/width=10/), page.getByRole('button', { name: 'Calcular' }).click()]);
    await expect(page.locator('#calculator-result').textContent()).resolves.toContain('2.47 yd³');
    await context.close();
  });
});
