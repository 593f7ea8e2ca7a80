// Search figures for `npm run bench`. Called by scripts/bench.mjs with the
// served build and a Chromium:
//
//   import {benchSearch} from './bench/search.mjs';
//   rows.push(...(await benchSearch({baseUrl, browser})));
//
// Each row is {metric, value, unit, budget}. Not a test: figures move on a
// shared machine. Run alone: node scripts/bench/search.mjs <baseUrl>
import {existsSync, readFileSync, statSync} from 'node:fs';
import {get as httpGet} from 'node:http';
import {get as httpsGet} from 'node:https';
import {loadavg} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gunzipSync, gzipSync} from 'node:zlib';
import {build} from 'rolldown';
import {transform as transformCss} from 'lightningcss';
import {runAloneInChromium} from './budget.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUDGET = {indexKiB: 250, firstLoadKiB: 10, queryP95Ms: 5, firstResultsMs: 300};

/** What people type, keystroke by keystroke, plus phrases and typos. */
const WORDS = ['gas', 'mailbox', 'voucher', 'sails', 'staking', 'program', 'message', 'validator'];
const QUERIES = [
  ...WORDS.flatMap((w) => Array.from({length: w.length}, (_, i) => w.slice(0, i + 1))),
  'gas reservation',
  'send a message',
  'reply deposit',
  'sails idl',
  'delayed messages',
  'ss58 address',
  'mesage',
  'validatr',
  'programm',
  'the program sends a message to another actor',
];
/** The request DocSearch sends for each keystroke (its defaults). */
const REQUEST = {
  indexName: 'vara',
  hitsPerPage: 20,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  attributesToSnippet: [
    'hierarchy.lvl1:15',
    'hierarchy.lvl2:15',
    'hierarchy.lvl3:15',
    'hierarchy.lvl4:15',
    'hierarchy.lvl5:15',
    'hierarchy.lvl6:15',
    'content:15',
  ],
};

const kib = (bytes) => bytes / 1024;

/** Minified, gzipped size of a module with the site's shared code left out. */
async function bundledGzip(input, external) {
  const result = await build({
    cwd: ROOT,
    input,
    write: false,
    external,
    output: {format: 'esm', minify: true},
  });
  return result.output
    .filter((o) => o.type === 'chunk' && o.isEntry)
    .reduce((n, o) => n + gzipSync(o.code).length, 0);
}

function cssGzip(file) {
  const {code} = transformCss({
    filename: file,
    code: readFileSync(file),
    minify: true,
    cssModules: true,
  });
  return gzipSync(code).length;
}

/** The search code every page loads: the navbar button, its shortcuts and styles. */
async function firstLoadBytes() {
  const js = await bundledGzip(
    join(ROOT, 'src/plugins/search/theme/SearchBar/index.tsx'),
    (id) =>
      // React and Docusaurus are on every page anyway; the modal loads on demand.
      /^(react|react-dom|@docusaurus\/)/.test(id) || id.endsWith('.css') || /(^|\/)Modal$/.test(id),
  );
  const css = cssGzip(join(ROOT, 'src/plugins/search/theme/SearchBar/styles.module.css'));
  return js + css;
}

/** Requests for search assets while a docs page loads, before any interaction. */
async function firstLoadSearchRequests(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls = [];
  page.on('request', (req) => {
    if (/search-index\/|search-modal\.[0-9a-f]+\.css/.test(req.url())) urls.push(req.url());
  });
  await page.goto(`${baseUrl}/docs/welcome`, {waitUntil: 'networkidle'});
  await context.close();
  return urls.length;
}

/**
 * A response as it travels to a client that accepts `encoding` (Node's fetch
 * would unpack it): its body, and the encoding it was sent with.
 */
function sent(url, encoding) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    get(url, {headers: {'accept-encoding': encoding}}, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url}: HTTP ${res.statusCode}`));
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'] ?? 'identity',
        }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The bytes a `sent` response stands for. */
const unpacked = ({body, encoding}) => (encoding === 'gzip' ? gunzipSync(body) : body);

/**
 * The index as a reader's browser downloads it: the manifest and the index
 * file as the server sends them (the build's own .gz, written by Zopfli, as
 * nginx's gzip_static and the bench server send it) to a client that takes
 * gzip, and to one that also takes brotli (where nginx has the module).
 */
async function indexTransfer(baseUrl) {
  const manifestUrl = `${baseUrl}/search-index/manifest.json`;
  const manifestSent = await sent(manifestUrl, 'gzip');
  const manifestText = unpacked(manifestSent);
  const manifest = JSON.parse(manifestText.toString('utf8'));
  const indexUrl = new URL(manifest.index, manifestUrl).href;
  const indexSent = await sent(indexUrl, 'gzip');
  if (indexSent.encoding !== 'gzip') throw new Error(`${indexUrl} was not sent gzipped`);
  const raw = unpacked(indexSent);
  const brotliFile = join(ROOT, 'build', 'search-index', `${manifest.index}.br`);
  const manifestBytes = manifestSent.body.length;
  return {
    gzip: manifestBytes + indexSent.body.length,
    brotli: existsSync(brotliFile) ? manifestBytes + statSync(brotliFile).size : null,
    // What gzip at zlib's default level makes of the same file, for comparison.
    zlibDefault: gzipSync(manifestText).length + gzipSync(raw).length,
    raw: raw.length,
    records: manifest.records,
  };
}

/** The engine as the site ships it, run in Chromium on the real index. */
async function queryTimes(browser, baseUrl) {
  const result = await build({
    cwd: ROOT,
    input: join(ROOT, 'scripts/bench/searchEngineEntry.ts'),
    write: false,
    output: {format: 'iife', name: 'VaraSearchBench', minify: true},
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/404.html`);
  await page.addScriptTag({content: result.output[0].code});
  const figures = await page.evaluate(
    async ({manifestUrl, queries, request}) => {
      const started = performance.now();
      const engine = await window.VaraSearchBench.load(manifestUrl);
      const loadMs = performance.now() - started;
      // Warm-up, then three rounds of every query ten times over. The
      // machine is shared: the round in the middle is the one reported.
      for (const query of queries) engine.search({...request, query});
      const rounds = [];
      for (let round = 0; round < 3; round++) {
        const times = [];
        for (let pass = 0; pass < 10; pass++) {
          for (const query of queries) {
            const t = performance.now();
            engine.search({...request, query});
            times.push(performance.now() - t);
          }
        }
        times.sort((a, b) => a - b);
        rounds.push({
          p50: times[Math.floor(times.length * 0.5)],
          p95: times[Math.floor(times.length * 0.95)],
          max: times[times.length - 1],
          count: times.length,
        });
      }
      rounds.sort((a, b) => a.p95 - b.p95);
      return {loadMs, ...rounds[1]};
    },
    {manifestUrl: `${baseUrl}/search-index/manifest.json`, queries: QUERIES, request: REQUEST},
  );
  await context.close();
  return figures;
}

/**
 * Milliseconds from the first keystroke in the open modal to the first
 * result on screen, with nothing of the index loaded yet: the index requests
 * are held until that keystroke, so download, parse, indexing, query and
 * rendering all fall after it.
 */
async function firstResults(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  await context.route(/\/search-index\//, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto(`${baseUrl}/docs/welcome`);
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.evaluate(() => {
    window.__firstKey = 0;
    window.__firstHit = 0;
    document.addEventListener('keydown', () => (window.__firstKey ||= performance.now()), {
      capture: true,
    });
    new MutationObserver(() => {
      if (!window.__firstHit && document.querySelector('.DocSearch-Hit')) {
        window.__firstHit = performance.now();
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  release();
  await page.keyboard.type('g');
  await page.waitForFunction(() => window.__firstHit > 0, undefined, {timeout: 30_000});
  const ms = await page.evaluate(() => window.__firstHit - window.__firstKey);
  await context.close();
  return ms;
}

/** Figures of the search, for the bench table. */
export async function benchSearch({baseUrl, browser}) {
  const rows = [];
  const row = (metric, value, unit, budget) =>
    rows.push({page: 'search', metric, value, unit, budget});

  // Timings depend on what else runs: say how busy the machine was.
  row('machine load (1-minute average, 2 cores)', loadavg()[0], '');
  const index = await indexTransfer(baseUrl);
  row(
    `search index transfer (${index.records} records, gzip)`,
    kib(index.gzip),
    'KiB',
    BUDGET.indexKiB,
  );
  row('search index, the same file gzipped by zlib (level 6)', kib(index.zlibDefault), 'KiB');
  if (index.brotli !== null) {
    row('search index transfer with brotli (nginx with the module)', kib(index.brotli), 'KiB');
  }
  row('search index size (uncompressed)', kib(index.raw), 'KiB');
  row('search code on first load (gzip)', kib(await firstLoadBytes()), 'KiB', BUDGET.firstLoadKiB);
  row('search requests on first load', await firstLoadSearchRequests(browser, baseUrl), '', 0);

  const q = await queryTimes(browser, baseUrl);
  row(
    `search query p95 (${q.count} queries, median of 3 rounds, Chromium)`,
    q.p95,
    'ms',
    BUDGET.queryP95Ms,
  );
  row('search query median', q.p50, 'ms');
  row('search query max', q.max, 'ms');
  row('search index download + build (warm server)', q.loadMs, 'ms');

  const runs = [];
  for (let i = 0; i < 5; i++) runs.push(await firstResults(browser, baseUrl));
  runs.sort((a, b) => a - b);
  row(
    'search first results after first keystroke, cold index (median of 5)',
    runs[2],
    'ms',
    BUDGET.firstResultsMs,
  );
  row('search first results, slowest of 5', runs[4], 'ms');
  return rows;
}

// Alone: node scripts/bench/search.mjs http://127.0.0.1:3000
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runAloneInChromium(benchSearch);
}
