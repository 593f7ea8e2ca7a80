// Serves the production build (build/) on a free loopback port for the bench
// scripts, the way a static host would: gzip-compressed, clean URLs without a
// trailing slash, build/404.html for unknown paths. (`docusaurus serve` sends
// everything uncompressed, which no host does and which would make a phone on
// a simulated 4G link download the JavaScript three times over.)
import {existsSync} from 'node:fs';
import {createServer} from 'node:http';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {listen} from '../lib/net.mjs';

export async function serveBuild() {
  if (!existsSync('build/index.html')) {
    throw new Error('build/ has no index.html: run `npm run build` first');
  }
  const compress = compression();
  const server = createServer((req, res) => {
    compress(req, res, () => {
      serveHandler(req, res, {public: 'build', cleanUrls: true, trailingSlash: false}).catch(
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
