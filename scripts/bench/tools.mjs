// Figures of the tools inside the pages for `npm run bench`: the code each
// tool fetches when the reader reaches it (gzip, measured on the wire after
// the page is idle), and how long a conversion and the parse of a 200-line
// IDL take in the page (performance.measure entries the tools write).
//
//   import {benchTools} from './bench/tools.mjs';
//   rows.push(...(await benchTools({baseUrl, browser})));
import {gzipSync} from 'node:zlib';

const BUDGET = {chunkKiB: 60, workMs: 50};
const VARA = 'kGkLEU3e3XXkJp2WK4eNpVmSab5xUNL9QtmLPh8QfCL2EgotW';

/** A syntactically rich IDL of exactly 200 lines: types, a constructor, services with events. */
export function idlOf200Lines() {
  const lines = [];
  for (let t = 0; t < 10; t++) {
    lines.push(
      `type Record${t} = struct {`,
      '  owner: actor_id,',
      '  amount: u128,',
      '  tags: vec str,',
      '};',
      '',
    );
  }
  lines.push('constructor {', '  New : (name: str, limit: opt u64);', '};', '');
  for (let s = 0; lines.length < 190; s++) {
    lines.push(`service Service${s} {`);
    for (let m = 0; m < 8; m++)
      lines.push(`  Do${m} : (id: u32, record: Record${m}) -> result (u64, str);`);
    for (let q = 0; q < 4; q++)
      lines.push(`  query Get${q} : (owner: actor_id) -> opt Record${q};`);
    lines.push(
      '  events {',
      '    Done: struct { id: u32, by: actor_id };',
      '    Cleared;',
      '  }',
      '};',
    );
  }
  while (lines.length < 200) lines.push('');
  return lines.slice(0, 200).join('\n');
}

/** Loads a page, waits until idle, then reaches the tool and sums what it fetched. */
async function reachTool(browser, url, loadingText, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let reached = false;
  const bodies = [];
  page.on('response', async (res) => {
    if (!reached) return;
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'fetch') return;
    try {
      const body = await res.body();
      // sails-js-parser's chunk carries its WebAssembly loader.
      bodies.push({parser: body.includes('parse_idl'), gzip: gzipSync(body).length});
    } catch {
      // no body
    }
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  reached = true;
  await page.getByText(loadingText).scrollIntoViewIfNeeded();
  await ready(page);
  await page.waitForLoadState('networkidle');
  return {context, page, bodies};
}

/** The slowest of the measures named `name` the page recorded. */
async function slowest(page, name) {
  return page.evaluate(
    (n) => Math.max(...performance.getEntriesByName(n).map((e) => e.duration)),
    name,
  );
}

const kib = (bodies) => bodies.reduce((n, b) => n + b.gzip, 0) / 1024;

/** The address converter: its code when reached, and the slowest of five conversions. */
async function benchConverter(baseUrl, browser, row) {
  const page = 'address converter (/docs/account/ss58)';
  const tool = await reachTool(
    browser,
    `${baseUrl}/docs/account/ss58`,
    'Loading the address converter…',
    (p) => p.getByLabel('Address or public key').waitFor(),
  );
  row(page, "tool's code when reached (gzip)", kib(tool.bodies), 'KiB', BUDGET.chunkKiB);
  const input = tool.page.getByLabel('Address or public key');
  for (let i = 0; i < 5; i++) {
    await input.fill(i % 2 ? VARA : `${VARA.slice(0, -1)}X`);
    await tool.page
      .getByRole('status')
      .filter({hasText: /Read as|checksum/})
      .first()
      .waitFor();
  }
  const slowestMs = await slowest(tool.page, 'address-converter:convert');
  row(page, 'conversion, slowest of 5', slowestMs, 'ms', BUDGET.workMs);
  await tool.context.close();
}

/** The IDL explorer: its code (the parser apart) when reached, and a 200-line parse. */
async function benchExplorer(baseUrl, browser, row) {
  const page = 'IDL explorer (/docs/sails-js/overview)';
  const tool = await reachTool(
    browser,
    `${baseUrl}/docs/sails-js/overview`,
    'Loading the IDL explorer…',
    (p) =>
      p
        .getByRole('status')
        .filter({hasText: /^Parsed:/})
        .waitFor(),
  );
  const own = tool.bodies.filter((b) => !b.parser);
  row(
    page,
    "tool's code when reached, without the parser (gzip)",
    kib(own),
    'KiB',
    BUDGET.chunkKiB,
  );
  const parser = tool.bodies.filter((b) => b.parser);
  row(page, "sails-js-parser's chunk (WebAssembly inside, gzip)", kib(parser), 'KiB');
  await tool.page.evaluate(() => performance.clearMeasures('idl-explorer:parse'));
  const idl = idlOf200Lines();
  const services = idl.match(/^service /gm).length;
  await tool.page.getByLabel('Sails IDL').fill(idl);
  await tool.page
    .getByRole('status')
    .filter({hasText: `Parsed: ${services} services`})
    .waitFor();
  const slowestMs = await slowest(tool.page, 'idl-explorer:parse');
  row(page, 'parse of a 200-line IDL', slowestMs, 'ms', BUDGET.workMs);
  await tool.context.close();
}

export async function benchTools({baseUrl, browser}) {
  const rows = [];
  const row = (page, metric, value, unit, budget) => rows.push({page, metric, value, unit, budget});
  await benchConverter(baseUrl, browser, row);
  await benchExplorer(baseUrl, browser, row);
  return rows;
}
