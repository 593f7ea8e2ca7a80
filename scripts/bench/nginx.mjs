// Load figures of nginx serving the build: a bounded loopback run (autocannon)
// over a mixed list of real routes: pages, scripts, styles, a font, images and
// the sitemap; then one route at a time at 64 connections (a page, an asset,
// the search index, llms-full.txt), and a page while 16 other clients load the
// search index; the two large data files also as brotli clients (browsers)
// fetch them. `benchNginx()` gives rows for scripts/bench.mjs; `loadRun()` is
// also what the zero-error test in e2e/nginx.test.ts calls.
//
//   node scripts/bench/nginx.mjs     prints the figures on their own
import {spawn} from 'node:child_process';
import {readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import autocannon from 'autocannon';
import {startNginx} from '../nginx/launch.mjs';
import {budgetText} from './budget.mjs';

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

/**
 * The single routes the bench loads one at a time: a docs page, the main
 * script, the search index (its hashed name, from the manifest) and
 * llms-full.txt, the two largest files a reader's browser or tool fetches.
 * @param {string} [root]
 */
export function singleRoutes(root = 'build') {
  const manifest = JSON.parse(readFileSync(path.join(root, 'search-index/manifest.json'), 'utf8'));
  const landing = readFileSync(path.join(root, 'index.html'), 'utf8');
  const script = /(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(landing)?.[1];
  if (!script) throw new Error(`${root}/index.html names no /assets/js/main.<hash>.js`);
  return {
    page: '/docs/welcome',
    asset: script,
    index: `/search-index/${manifest.index}`,
    llms: '/llms-full.txt',
  };
}

/** A wrk duration ("830.12us", "12.5ms", "1.2s", "2m") in milliseconds. */
export function wrkMs(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`not a wrk duration: ${text}`);
  const value = Number(m[1]);
  return m[2] === 'us' ? value / 1000 : value * {ms: 1, s: 1000, m: 60_000}[m[2]];
}

/** The figures of one `wrk --latency` report, in loadRun's shape. */
export function parseWrk(report) {
  const latency = (pct) => {
    const m = new RegExp(`^\\s+${pct}%\\s+(\\S+)`, 'm').exec(report);
    return m ? wrkMs(m[1]) : NaN;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  const [connect, read, write, timeout] = socket ? socket.slice(1).map(Number) : [0, 0, 0, 0];
  return {
    requests: Number(/(\d+) requests in/.exec(report)?.[1] ?? NaN),
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? NaN),
    latencyMs: {p50: latency(50), p90: latency(90), p99: latency(99), max: NaN},
    errors: connect + read + write,
    timeouts: timeout,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
  };
}

/**
 * One route at a time, loaded by wrk (C, two threads): autocannon parses each
 * answer in one Node thread, so on large files it measures its own CPU, not nginx.
 * `encoding` is the Accept-Encoding sent: gzip unless told (br for a browser's view).
 * @param {{url: string, path: string, seconds: number, connections: number, rate?: number, encoding?: string}} options
 * @returns {Promise<ReturnType<typeof parseWrk>>}
 */
export function wrkRun({url, path: route, seconds, connections, rate, encoding = 'gzip'}) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(url)) {
    throw new Error(`load runs stay on this machine: ${url} is not a loopback address`);
  }
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '5s'];
  // A rate: each connection waits connections/rate seconds before each request
  // (wrk's Lua delay(); the wait is not counted as latency), so the whole run
  // asks for at most `rate` requests/s.
  if (rate) args.push('-s', pacingScript(Math.round((connections / rate) * 1000)));
  const child = spawn('wrk', [...args, '-H', `Accept-Encoding: ${encoding}`, `${url}${route}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (data) => (out += data));
  return new Promise((resolve, reject) => {
    child.on('error', (error) =>
      reject(
        new Error(`wrk could not start (bash scripts/ensure-wrk.sh installs it): ${error.message}`),
      ),
    );
    child.on('exit', (status) =>
      status === 0 ? resolve(parseWrk(out)) : reject(new Error(`wrk exited ${status}:\n${out}`)),
    );
  });
}

/** A wrk Lua script that waits `ms` before each request; written once per wait. */
function pacingScript(ms) {
  const file = path.join(tmpdir(), `vara-bench-pace-${ms}ms.lua`);
  writeFileSync(file, `function delay() return ${ms} end\n`);
  return file;
}

/** Rows of one run: {page, metric, value, unit, budget, better}. */
function runRows(page, run, {minRate, maxP99} = {}) {
  return [
    {
      page,
      metric: 'requests per second',
      value: run.requestsPerSecond,
      unit: 'req/s',
      ...(minRate ? {budget: minRate, better: 'higher'} : {}),
    },
    {page, metric: 'latency p50', value: run.latencyMs.p50, unit: 'ms'},
    {page, metric: 'latency p99', value: run.latencyMs.p99, unit: 'ms', budget: maxP99},
    {
      page,
      metric: 'errors + timeouts + non-2xx',
      value: run.errors + run.timeouts + run.non2xx,
      unit: '',
      budget: 0,
    },
  ];
}

/**
 * The large files beyond the flat-out run: paced to the 1,000 requests/s of
 * the budget (the latency a reader sees at that traffic), and as brotli when
 * nginx has the brotli_static module (what a browser then gets).
 */
async function bigFileRows({url, name, route, seconds, brotli}) {
  const paced = await wrkRun({url, path: route, seconds, connections: 64, rate: 1000});
  const rows = runRows(`nginx, ${name} ${route}, 64 connections paced to 1,000 req/s`, paced, {
    maxP99: 100,
  }).filter((row) => row.metric !== 'requests per second' || row.value > 0);
  if (brotli) {
    const br = await wrkRun({url, path: route, seconds, connections: 64, encoding: 'br'});
    rows.push(
      ...runRows(`nginx, ${name} ${route} as brotli, 64 connections`, br, {
        minRate: 1000,
        maxP99: 100,
      }),
    );
  }
  return rows;
}

/** Each single route flat out at 64 connections (the big files also paced and as brotli). */
async function singleRouteRows({url, routes, seconds, brotli}) {
  const rows = [];
  const alone = {};
  for (const [name, route] of Object.entries(routes)) {
    alone[name] = await wrkRun({url, path: route, seconds, connections: 64});
    const big = name === 'index' || name === 'llms';
    rows.push(
      ...runRows(
        `nginx, ${name} ${route}, 64 connections, ${seconds} s`,
        alone[name],
        big ? {minRate: 1000, maxP99: 100} : {},
      ),
    );
    if (big) rows.push(...(await bigFileRows({url, name, route, seconds, brotli})));
  }
  return {rows, alone};
}

/** A page while 16 clients download the search index over and over. */
async function contentionRows({url, routes, seconds, pageAlone}) {
  const [page, index] = await Promise.all([
    wrkRun({url, path: routes.page, seconds, connections: 64}),
    wrkRun({url, path: routes.index, seconds, connections: 16}),
  ]);
  const under = `nginx, page ${routes.page} at 64 connections while 16 clients load the index`;
  return [
    ...runRows(under, page),
    {
      page: under,
      metric: 'page throughput, share of alone',
      value: page.requestsPerSecond / pageAlone.requestsPerSecond,
      unit: '',
      budget: 0.5,
      better: 'higher',
    },
    ...runRows(`nginx, the 16 clients loading the index ${routes.index}`, index).filter(
      (row) => row.metric !== 'latency p50',
    ),
  ];
}

/**
 * Rows for scripts/bench.mjs: {page, metric, value, unit, budget, better}.
 * Budgets: the mixed run's p99 under 100 ms; the search index and
 * llms-full.txt at 1,000 requests/s or more with p99 under 100 ms at 64
 * connections; a page keeps at least half its throughput while 16 clients
 * load the index; no error and no non-2xx anywhere.
 */
export async function benchNginx({seconds = 15, connections = 10, singleSeconds = 8} = {}) {
  const server = await startNginx({quiet: true});
  const {url} = server;
  try {
    const paths = mixedRoutes();
    const run = await loadRun({url, paths, seconds, connections});
    const title = `nginx, ${paths.length} mixed routes, ${connections} connections, ${seconds} s`;
    const routes = singleRoutes();
    const single = await singleRouteRows({
      url,
      routes,
      seconds: singleSeconds,
      brotli: server.brotli,
    });
    const pageAlone = single.alone.page;
    return [
      ...runRows(title, run, {maxP99: 100}),
      ...single.rows,
      ...(await contentionRows({url, routes, seconds: singleSeconds, pageAlone})),
    ];
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchNginx()) {
    const budget = budgetText(row);
    console.log(
      `${row.page} | ${row.metric}: ${row.value.toFixed(row.value < 10 ? 2 : 1)} ${row.unit}${budget ? ` (budget ${budget})` : ''}`,
    );
  }
}
