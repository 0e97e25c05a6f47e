/**
 * Launches Debian's Chromium (/usr/bin/chromium, or $CHROMIUM_PATH) headless
 * through playwright-core, with the flags this sandbox needs (no sandbox as
 * root, no background network calls). Returns the playwright Browser.
 */
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(options = {}) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
      '--disable-quic',
    ],
    ...options,
  });
}

/**
 * Hydrates a loaded page's islands the way a visitor starts it: a pointer
 * coming over the first island (client/main.ts listens on the document for
 * the first interaction with an island). Waits up to 15 s for
 * `body[data-hydrated="true"]`; rejects on timeout.
 */
export async function hydratePage(page) {
  await page.evaluate(() => document.querySelector('[data-island] > *')?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
  await page.waitForSelector('body[data-hydrated="true"]', { timeout: 15_000 });
}
