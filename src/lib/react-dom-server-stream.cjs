/**
 * `react-dom/server` for the Worker, streaming renderer only: what
 * react-dom's own `server.edge.js` exports for workerd, without the legacy
 * `renderToString` copy it also loads (about 80 KB minified that every new
 * isolate would parse). wrangler.toml aliases `react-dom/server` to this file.
 * In production it is the edge build as `npm run build` derives it
 * (scripts/react-server-edge.mjs: string chunks encoded straight into React's
 * output view, the same bytes); in development, React's own development build.
 * The path reaches into react-dom's package, which exports no `./cjs/*`.
 */
'use strict';

const server =
  process.env.NODE_ENV === 'production'
    ? require('../generated/react-dom-server.edge.production.cjs')
    : require('../../node_modules/react-dom/cjs/react-dom-server.edge.development.js');

exports.version = server.version;
exports.renderToReadableStream = server.renderToReadableStream;
exports.resume = server.resume;
