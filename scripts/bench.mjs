#!/usr/bin/env node
// Performance record of the portal: the production build cold and warm
// (scripts/bench/build.mjs: wall time, the server-config step, peak memory of
// the process tree), then, on the served build, the JavaScript and CSS each
// page type loads before it is interactive (gzip), search, the assistant, the
// tools, Lighthouse, nginx and the docs-as-code checks. Prints a table with
// the budget beside each figure and exits 1 when a budget is missed. Not part
// of `npm test`: figures move on a shared machine.
//
//   npm run bench              build cold and warm, then measure
//   npm run bench -- --no-build measure the existing build/
import {existsSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../src/utils/chromium.mjs';
import {benchNginx} from './bench/nginx.mjs';
import {benchSamples} from './bench/samples.mjs';
import {benchSearch} from './bench/search.mjs';
import {firstSearchRows, loadBaseline, measureFirstSearch} from './bench/searchFirst.mjs';
import {benchAssistant} from './bench/assistant.mjs';
import {benchTools} from './bench/tools.mjs';
import {benchLighthouse, LIGHTHOUSE_PAGES} from './bench/lighthouse.mjs';
import {budgetText, overBudget} from './bench/budget.mjs';
import {benchBuild} from './bench/build.mjs';
import {serveBuild} from './bench/serve.mjs';

/** Page types and the page that stands for each: Lighthouse's, and the not-found page. */
const PAGE_TYPES = [...LIGHTHOUSE_PAGES, {type: 'not found', path: '/no-such-page'}];

// Budget of first-load JS on a docs page; the build's are in bench/build.mjs.
const BUDGET = {docsJsKiB: 150};

/** Bytes (gzip) of JS and CSS a page loads until it is hydrated and idle. */
async function firstLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      bodies.push({type, gzip: gzipSync(await res.body()).length});
    } catch {
      // redirects have no body
    }
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('networkidle');
  await context.close();
  const sum = (t) => bodies.filter((b) => b.type === t).reduce((n, b) => n + b.gzip, 0) / 1024;
  return {jsKiB: sum('script'), cssKiB: sum('stylesheet'), requests: bodies.length};
}

const rows = [];
const row = (page, metric, value, unit, budget) => rows.push({page, metric, value, unit, budget});

if (!process.argv.includes('--no-build')) {
  rows.push(...(await benchBuild()));
} else if (!existsSync('build/index.html')) {
  throw new Error('--no-build needs an existing build/: run npm run build first');
}

const server = await serveBuild();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_FLAGS,
});
try {
  for (const {type, path} of PAGE_TYPES) {
    const m = await firstLoad(browser, server.url + path);
    const budget = type === 'landing' || type === 'not found' ? undefined : BUDGET.docsJsKiB;
    row(`${type} (${path})`, 'first-load JS (gzip)', m.jsKiB, 'KiB', budget);
    row(`${type} (${path})`, 'first-load CSS (gzip)', m.cssKiB, 'KiB');
  }
  // The embedded search: index size, code on first load, query and first-result times.
  rows.push(...(await benchSearch({baseUrl: server.url, browser})));
  // The first search of a visit, as is and at 4x CPU on a slow network, beside
  // the recorded baseline (scripts/bench/searchFirst.mjs).
  rows.push(...firstSearchRows(await measureFirstSearch({browser}), loadBaseline()));
  // The docs assistant: launcher bytes on first load, answer time once the index is in.
  rows.push(...(await benchAssistant({baseUrl: server.url, browser})));
  // The tools inside the pages: code fetched when reached, conversion and parse times.
  rows.push(...(await benchTools({baseUrl: server.url, browser})));
  // Lighthouse mobile runs, median of three.
  rows.push(...(await benchLighthouse({baseUrl: server.url})));
} finally {
  await browser.close();
  server.stop();
}

// nginx under a bounded loopback load (scripts/bench/nginx.mjs).
rows.push(...(await benchNginx()));
// The docs-as-code checks and the Markdown twins (scripts/bench/samples.mjs).
rows.push(...(await benchSamples()));

let missed = 0;
console.log('\n| page | metric | value | budget | |\n| --- | --- | ---: | ---: | --- |');
for (const r of rows) {
  const over = overBudget(r);
  if (over) missed++;
  const budget = budgetText(r) || '–';
  // Small fractions (layout shift) keep three digits: 0.012 must not print as 0.0 next to OVER.
  const digits = r.value !== 0 && Math.abs(r.value) < 1 ? 3 : 1;
  console.log(
    `| ${r.page} | ${r.metric} | ${r.value.toFixed(digits)} ${r.unit} | ${budget} | ${over ? 'OVER' : r.budget === undefined ? '' : 'ok'} |`,
  );
}
console.log(`\nbench: ${rows.length} figures, ${missed} over budget`);
process.exit(missed ? 1 : 0);
