// Serves the production build (build/) on a free loopback port for the bench
// scripts, the way a static host would: gzip-compressed (the build's own .gz
// files where there is one, as nginx's gzip_static sends them, else on the
// fly), clean URLs without a trailing slash, build/404.html for unknown paths. (`docusaurus serve` sends
// everything uncompressed, which no host does and which would make a phone on
// a simulated 4G link download the JavaScript three times over.)
import {createReadStream, existsSync} from 'node:fs';
import {extname, join, normalize} from 'node:path';
import {createServer} from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {listen} from '../lib/net.mjs';

/**
 * Paces a response's bytes through one shared link of `bytesPerSecond`, after
 * `latencyMs`: a slow network on the server side, so that it holds for every
 * request of the page, its Web Workers' included (browser-side emulation
 * misses those).
 */
function throttle(res, link) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  let queue = new Promise((resolve) => setTimeout(resolve, link.latencyMs));
  const pace = (chunk) => {
    const bytes = chunk && typeof chunk !== 'function' ? Buffer.byteLength(chunk) : 0;
    const start = Math.max(Date.now(), link.free);
    link.free = start + (bytes * 1000) / link.bytesPerSecond;
    return new Promise((resolve) => setTimeout(resolve, link.free - Date.now()));
  };
  res.write = (chunk, ...rest) => {
    queue = queue.then(() => pace(chunk)).then(() => write(chunk, ...rest));
    return true;
  };
  res.end = (chunk, ...rest) => {
    queue = queue.then(() => pace(chunk)).then(() => end(chunk, ...rest));
    return res;
  };
}

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Sends the build's precompressed sibling of a hashed or data file (not
 * pages: their clean URLs are serve-handler's) when the client takes gzip.
 * True when it did.
 */
function sendPrecompressed(dir, req, res) {
  const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
  const type = TYPES[extname(path)];
  if (!type || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return false;
  const file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  if (!existsSync(`${file}.gz`)) return false;
  res.writeHead(200, {'content-type': type, 'content-encoding': 'gzip', vary: 'Accept-Encoding'});
  createReadStream(`${file}.gz`).pipe(res);
  return true;
}

/**
 * Serves `dir` (default build/). With `network: {latencyMs, mbps}` every
 * response waits the latency and shares that bandwidth.
 */
export async function serveBuild({dir = 'build', network = null} = {}) {
  if (!existsSync(`${dir}/index.html`)) {
    throw new Error(`${dir}/ has no index.html: run \`npm run build\` first`);
  }
  const compress = compression();
  const link = network && {
    latencyMs: network.latencyMs,
    bytesPerSecond: (network.mbps * 1e6) / 8,
    free: 0,
  };
  const server = createServer((req, res) => {
    // Under the compression, so that the compressed bytes are the ones paced.
    if (link) throttle(res, link);
    if (sendPrecompressed(dir, req, res)) return;
    compress(req, res, () => {
      serveHandler(req, res, {public: dir, cleanUrls: true, trailingSlash: false}).catch(
        (error) => {
          res.statusCode = 500;
          res.end(String(error));
        },
      );
    });
  });
  const port = await listen(server);
  const stop = () => {
    server.closeAllConnections();
    server.close();
  };
  return {url: `http://127.0.0.1:${port}`, stop};
}
