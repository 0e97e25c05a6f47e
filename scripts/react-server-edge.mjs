/**
 * React's streaming server renderer for workerd, writing strings the way
 * React's own Node build does, which shortens a never-rendered page's render time.
 *
 * React 19's edge build (`react-dom/cjs/react-dom-server.edge.production.cjs`,
 * what the `workerd` export condition picks) turns every string chunk of the
 * page into a new Uint8Array (`TextEncoder.encode`) and then copies it into its
 * 4,096-byte output view. A service page is about 15,000 such chunks, and in
 * workerd each one is a call into the runtime plus an ArrayBuffer allocation
 * (cloudflare/workerd#5317 measured React streaming on workerd against Node).
 * React's Node build, from the same source with another stream config
 * (`ReactServerStreamConfigNode`, react/react#24291), keeps string chunks as
 * strings and encodes each one straight into the view with
 * `TextEncoder.encodeInto`: no allocation per chunk.
 *
 * `deriveEdgeRenderer(source)` takes the edge build's text and returns it with
 * that stream config: string chunks stay strings (`stringToChunk`), `writeChunk`
 * encodes them into the view as the Node build does (a string whose UTF-8 form
 * may exceed the view, 3 bytes per UTF-16 unit at most, is encoded whole and
 * sent as its own chunk), and a segment's byte size, which React reads only to
 * decide when a Suspense boundary is sent out of line, counts a string chunk by
 * its length in UTF-16 units. Everything else is React's code unchanged.
 *
 * Run by `npm run build` (scripts/build.mjs), which writes the result to
 * `src/generated/react-dom-server.edge.production.cjs`; the Worker's
 * `react-dom/server` (src/lib/react-dom-server-stream.cjs) loads it in
 * production. test/react-stream-integration.test.ts renders every page with it
 * and with React's unchanged edge build and requires the same bytes.
 *
 * @param {string} source the text of react-dom-server.edge.production.js
 * @returns {string} the derived module's text
 * @throws Error naming the piece that was not found exactly once (a React
 *   release that changed its stream config: check the derivation against it)
 */
export function deriveEdgeRenderer(source) {
  let out = source;
  /** Replaces `from`, which must occur exactly once, with `to`. */
  const replaceOnce = (name, from, to) => {
    const count = out.split(from).length - 1;
    if (count !== 1) throw new Error(`react-server-edge: ${name} found ${count} times in React's edge build, expected once`);
    out = out.replace(from, () => to);
  };

  replaceOnce(
    'stringToChunk',
    'function stringToChunk(content) {\n  return textEncoder.encode(content);\n}',
    'function stringToChunk(content) {\n  return content;\n}',
  );
  replaceOnce(
    'writeChunk',
    'function writeChunk(destination, chunk) {\n  if (0 === chunk.byteLength) {',
    `function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {
    if (0 !== chunk.length)
      if (4096 < 3 * chunk.length)
        0 < writtenBytes &&
          (destination.enqueue(new Uint8Array(currentView.buffer, 0, writtenBytes)),
          (currentView = new Uint8Array(4096)),
          (writtenBytes = 0)),
          destination.enqueue(textEncoder.encode(chunk));
      else {
        var target = currentView;
        0 < writtenBytes && (target = currentView.subarray(writtenBytes));
        target = textEncoder.encodeInto(chunk, target);
        var read = target.read;
        writtenBytes += target.written;
        read < chunk.length &&
          (destination.enqueue(currentView.subarray(0, writtenBytes)),
          (currentView = new Uint8Array(4096)),
          (writtenBytes = textEncoder.encodeInto(chunk.slice(read), currentView).written));
        4096 === writtenBytes &&
          (destination.enqueue(currentView),
          (currentView = new Uint8Array(4096)),
          (writtenBytes = 0));
      }
    return;
  }
  if (0 === chunk.byteLength) {`,
  );
  replaceOnce(
    'byteLengthOfChunk',
    'function byteLengthOfChunk(chunk) {\n  return chunk.byteLength;\n}',
    'function byteLengthOfChunk(chunk) {\n  return "string" === typeof chunk ? chunk.length : chunk.byteLength;\n}',
  );
  replaceOnce('segment byte size', 'segmentByteSize += segment[i].byteLength;', 'segmentByteSize += byteLengthOfChunk(segment[i]);');
  return `// Derived by scripts/react-server-edge.mjs from react-dom's edge build: string chunks encoded into the view.\n${out}`;
}
