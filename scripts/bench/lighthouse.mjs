#!/usr/bin/env node
// Lighthouse (mobile, its default: emulated phone, simulated slow 4G and a
// 4x slower CPU) on one page of each type of the served production build.
// Each page runs three times and every figure is the median of the three:
// on a shared machine single runs move by several points.
//
//   node scripts/bench/lighthouse.mjs   serve build/, measure, print a table
//   import {benchLighthouse} from './bench/lighthouse.mjs'   rows for bench.mjs
import {pathToFileURL} from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {budgetText, overBudget} from './budget.mjs';
import {serveBuild} from './serve.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../src/utils/chromium.mjs';

// Lighthouse drives its own Chromium: the shared flags, headless.
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** Page types and the page that stands for each. */
export const LIGHTHOUSE_PAGES = [
  {type: 'landing', path: '/'},
  {type: 'docs page', path: '/docs/welcome'},
  {type: 'long reference', path: '/docs/api/send-message'},
  {type: 'page with Mermaid', path: '/docs/about/technology/actor-model'},
  {type: 'page with math', path: '/docs/tokenomics'},
  {type: 'search page', path: '/search?q=gas'},
];

const RUNS = 3;

/** What is read from each report, with its budget (issue: performance and accessibility budget). */
const METRICS = [
  {
    metric: 'Lighthouse performance',
    read: (lhr) => score(lhr, 'performance'),
    unit: 'score',
    budget: 95,
    better: 'higher',
  },
  {
    metric: 'Lighthouse accessibility',
    read: (lhr) => score(lhr, 'accessibility'),
    unit: 'score',
    budget: 100,
    better: 'higher',
  },
  {
    metric: 'Lighthouse best practices',
    read: (lhr) => score(lhr, 'best-practices'),
    unit: 'score',
    budget: 100,
    better: 'higher',
  },
  {
    metric: 'Lighthouse SEO',
    read: (lhr) => score(lhr, 'seo'),
    unit: 'score',
    budget: 100,
    better: 'higher',
  },
  {
    metric: 'total blocking time',
    read: (lhr) => audit(lhr, 'total-blocking-time'),
    unit: 'ms',
    budget: 150,
    better: 'lower',
  },
  {
    metric: 'largest contentful paint',
    read: (lhr) => audit(lhr, 'largest-contentful-paint') / 1000,
    unit: 's',
    budget: 2.0,
    better: 'lower',
  },
  {
    metric: 'cumulative layout shift',
    read: (lhr) => audit(lhr, 'cumulative-layout-shift'),
    unit: '',
    budget: 0.01,
    better: 'lower',
  },
];

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  // A category Lighthouse could not score (an audit errored) counts as 0.
  return typeof value === 'number' ? Math.round(value * 100) : 0;
}

function audit(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse reported no value for ${id}`);
  return value;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Audits below full marks in a report: what to look at when a score drops. */
function failingAudits(lhr) {
  const ids = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id));
  return [...new Set(ids)].filter((id) => {
    const result = lhr.audits[id];
    return result && result.score !== null && result.score < 1;
  });
}

/**
 * Runs Lighthouse on every page type of the site served at `baseUrl` and
 * returns one row per page and metric: the median of three runs. A page that
 * does not load gives rows with value NaN and `error` (Lighthouse's code).
 */
export async function benchLighthouse({baseUrl}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: LIGHTHOUSE_FLAGS,
  });
  const rows = [];
  try {
    for (const {type, path} of LIGHTHOUSE_PAGES) {
      const reports = [];
      let error;
      for (let run = 0; run < RUNS && !error; run++) {
        const result = await lighthouse(new URL(path, baseUrl).toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        // A page that does not load (a 404, say) gives no figures: one try is enough.
        if (!result) error = 'Lighthouse returned no result';
        else if (result.lhr.runtimeError) error = result.lhr.runtimeError.code;
        else reports.push(result.lhr);
      }
      if (error) console.warn(`lighthouse: ${path}: ${error}`);
      const failing = [...new Set(reports.flatMap(failingAudits))];
      if (failing.length)
        console.warn(`lighthouse: ${path}: below full marks: ${failing.join(', ')}`);
      for (const {metric, read, unit, budget, better} of METRICS) {
        const row = {page: `${type} (${path})`, metric, unit, budget, better};
        // An unmeasured page is a NaN figure with the reason: it misses every budget.
        rows.push(error ? {...row, value: NaN, error} : {...row, value: median(reports.map(read))});
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = await serveBuild();
  let rows;
  try {
    rows = await benchLighthouse({baseUrl: server.url});
  } finally {
    server.stop();
  }
  let missed = 0;
  console.log(
    `\n| page | metric | median of ${RUNS} | budget | |\n| --- | --- | ---: | ---: | --- |`,
  );
  for (const row of rows) {
    // A page that did not load gives NaN, which misses its budget.
    const ok = !overBudget(row);
    if (!ok) missed++;
    const digits = row.unit === 's' ? 2 : row.unit === '' ? 3 : 0;
    console.log(
      `| ${row.page} | ${row.metric} | ${row.error ?? `${row.value.toFixed(digits)} ${row.unit}`} | ${budgetText(row)} | ${ok ? 'ok' : 'MISSED'} |`,
    );
  }
  console.log(`\nlighthouse: ${rows.length} figures, ${missed} over budget`);
  process.exitCode = missed ? 1 : 0;
}
