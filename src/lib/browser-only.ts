/**
 * What the Worker gets for `browser-image-compression` (wrangler.toml
 * `[alias]`): the job form island scales photos in the browser only, when
 * the visitor picks them, so the server render never calls it, and its 54 KiB
 * stay out of the Worker. The hydration bundles (scripts/build.mjs) get the
 * real library.
 * @throws Error always: a call on the server is a bug
 */
export default function browserOnly(): never {
  throw new Error('browser-image-compression runs in the browser only');
}
