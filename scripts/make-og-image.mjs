#!/usr/bin/env node
/**
 * Draws the 1200 x 630 px social preview image `public/og-image.png` in
 * Chromium from the business profile. Run it again after changing the name
 * or phone: `node scripts/make-og-image.mjs`.
 */
import { build } from 'esbuild';
import { launchChromium } from './chromium.mjs';

const bundled = await build({ entryPoints: ['src/content/business.ts'], bundle: true, format: 'esm', write: false, platform: 'neutral' });
const { business } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);

const html = `<!doctype html><html><head><style>
  body{margin:0;width:1200px;height:630px;font-family:system-ui,sans-serif;color:#fff;
    background:radial-gradient(circle at 85% 15%,rgba(245,158,11,.35),transparent 50%),linear-gradient(135deg,#0f172a,#1e293b 60%,#334155);
    display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box}
  .mark{display:flex;align-items:center;gap:20px;font-size:44px;font-weight:800}
  h1{font-size:76px;line-height:1.05;margin:40px 0 24px;font-weight:800}
  p{font-size:34px;margin:0;color:#fcd34d;font-weight:600}
  .bar{position:absolute;left:0;right:0;bottom:0;height:18px;background:#f59e0b}
</style></head><body>
  <div class="mark"><svg width="72" height="72" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#f59e0b"/><path d="M16 6 27 25H5Z" fill="#0f172a"/><path d="M16 13.5 21.5 23h-11Z" fill="#f59e0b"/></svg>${business.name}</div>
  <h1>Concrete Contractor in ${business.homeCity}, Texas</h1>
  <p>Driveways · Patios · Foundations · Decorative · Free Estimates · ${business.phone.display}</p>
  <div class="bar"></div>
</body></html>`;

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'public/og-image.png' });
await browser.close();
console.log('wrote public/og-image.png (1200 x 630)');
