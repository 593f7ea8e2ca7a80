// Load figures of nginx serving the build: a bounded loopback run (autocannon)
// over a mixed list of real routes: pages, scripts, styles, a font, images and
// the sitemap. `benchNginx()` gives rows for scripts/bench.mjs; `loadRun()` is
// also what the zero-error test in e2e/nginx.test.ts calls.
//
//   node scripts/bench/nginx.mjs     prints the figures on their own
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import autocannon from 'autocannon';
import {startNginx} from '../nginx/launch.mjs';

/**
 * A mixed route list: every 8th page of the sitemap (with /, the start page and
 * the not-a-folder case /docs/about), and the assets the landing page loads
 * (its preloaded web font among them).
 * Only valid routes: each must answer 2xx.
 * @param {string} [root]
 * @returns {string[]}
 */
export function mixedRoutes(root = 'build') {
  const sitemap = readFileSync(path.join(root, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const sample = pages.filter((_, i) => i % 8 === 0);
  const landing = readFileSync(path.join(root, 'index.html'), 'utf8');
  const assets = [...landing.matchAll(/(?:href|src)="?(\/assets\/[^"\s>]+)/g)].map((m) => m[1]);
  return [
    ...new Set([
      '/',
      '/docs/welcome',
      '/docs/about',
      ...sample,
      ...assets,
      '/img/logo.svg',
      '/sitemap.xml',
    ]),
  ];
}

/**
 * One bounded run against a server on this machine.
 * @param {{url: string, paths: string[], seconds: number, connections?: number}} options
 */
export async function loadRun({url, paths, seconds, connections = 10}) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(url)) {
    throw new Error(`load runs stay on this machine: ${url} is not a loopback address`);
  }
  const result = await autocannon({
    url,
    connections,
    duration: Math.min(seconds, 60),
    headers: {'accept-encoding': 'gzip'},
    requests: paths.map((p) => ({method: 'GET', path: p})),
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    seconds: result.duration,
  };
}

/** Rows for scripts/bench.mjs: {page, metric, value, unit, budget}. */
export async function benchNginx({seconds = 15, connections = 10} = {}) {
  const server = await startNginx({quiet: true});
  try {
    const paths = mixedRoutes();
    const run = await loadRun({url: server.url, paths, seconds, connections});
    const page = `nginx, ${paths.length} mixed routes, ${connections} connections, ${seconds} s`;
    return [
      {page, metric: 'requests per second', value: run.requestsPerSecond, unit: 'req/s'},
      {page, metric: 'latency p50', value: run.latencyMs.p50, unit: 'ms'},
      {page, metric: 'latency p90', value: run.latencyMs.p90, unit: 'ms'},
      {page, metric: 'latency p99', value: run.latencyMs.p99, unit: 'ms', budget: 100},
      {
        page,
        metric: 'errors + timeouts + non-2xx',
        value: run.errors + run.timeouts + run.non2xx,
        unit: '',
        budget: 0,
      },
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchNginx()) {
    console.log(`${row.metric}: ${row.value.toFixed(1)} ${row.unit}`);
  }
}
