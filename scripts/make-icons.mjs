#!/usr/bin/env node
/**
 * Draws the site's icon files in Chromium from `public/favicon.svg` (the
 * logo mark): `public/favicon.ico` (16, 32 and 48 px PNG images in one ICO
 * container, which browsers ask for at /favicon.ico), `public/apple-touch-icon.png`
 * (180 px, opaque, as iOS wants) and `public/logo.png` (512 px, the
 * Organization logo of the structured data). Run it again after changing
 * the mark: `node scripts/make-icons.mjs`.
 *
 * The ICO container (Microsoft ICO format with PNG-compressed images, as
 * supported since Windows Vista and by every current browser) is a 6-byte
 * ICONDIR header, one 16-byte ICONDIRENTRY per image, then the PNG files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await launchChromium();
const page = await browser.newPage();

/** The mark as a PNG of `size` px; `background` fills behind its rounded corners (null: transparent). */
async function draw(size, background, inset = 0) {
  await page.setViewportSize({ width: size, height: size });
  const mark = size - 2 * inset;
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:${background ?? 'transparent'}">` +
      `<div style="padding:${inset}px;width:${mark}px;height:${mark}px">${svg.replace('<svg ', `<svg width="${mark}" height="${mark}" `)}</div></body></html>`,
  );
  return page.screenshot({ omitBackground: background === null, clip: { x: 0, y: 0, width: size, height: size } });
}

const icoSizes = [16, 32, 48];
const images = [];
for (const size of icoSizes) images.push(await draw(size, null));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type 1: icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((png, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(icoSizes[i], entry); // width (0 would mean 256)
  header.writeUInt8(icoSizes[i], entry + 1); // height
  header.writeUInt8(0, entry + 2); // no palette
  header.writeUInt8(0, entry + 3); // reserved
  header.writeUInt16LE(1, entry + 4); // colour planes
  header.writeUInt16LE(32, entry + 6); // bits per pixel
  header.writeUInt32LE(png.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += png.length;
});
writeFileSync('public/favicon.ico', Buffer.concat([header, ...images]));
writeFileSync('public/apple-touch-icon.png', await draw(180, '#ffffff', 10));
writeFileSync('public/logo.png', await draw(512, null));
await browser.close();
console.log('wrote public/favicon.ico, public/apple-touch-icon.png, public/logo.png');
