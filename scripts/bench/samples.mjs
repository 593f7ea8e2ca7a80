// @ts-check
// Figures of the docs-as-code checks for `npm run bench`: how long the sample
// checker takes (the one TypeScript program over every ts block is the cost),
// and how large the Markdown outputs of the build are. Each figure is a row
// in the shape bench.mjs prints: {page, metric, value, unit, budget?}.
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {extractFromRoots} from '../samples/extract.mjs';
import {selectTypeScriptBlocks, typecheckBlocks} from '../samples/typecheck.mjs';
import {checkRustBlocks} from '../samples/rust.mjs';

/** @typedef {{page: string, metric: string, value: number, unit: string, budget?: number}} Row */

/** Seconds the checker may take on two cores; it runs in every `npm test`. */
export const SAMPLES_BUDGET_SECONDS = 60;

/** @param {string} dir @returns {number} bytes of the .md files under dir */
function markdownBytes(dir) {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) total += markdownBytes(path);
    else if (name.endsWith('.md')) total += statSync(path).size;
  }
  return total;
}

/**
 * Times each phase of the sample check on docs/ and, when build/ exists,
 * sizes llms.txt, llms-full.txt (also as served, gzip and brotli) and the
 * Markdown twins.
 * @param {string} [root] the project folder
 * @returns {Promise<Row[]>}
 */
export async function benchSamples(root = '.') {
  const page = 'docs samples';
  /** @type {Row[]} */
  const rows = [];
  const seconds = (/** @type {number} */ start) => (performance.now() - start) / 1000;

  const total = performance.now();
  let start = performance.now();
  const {blocks} = extractFromRoots([join(root, 'docs')]);
  rows.push({page, metric: 'extract fenced blocks', value: seconds(start), unit: 's'});

  start = performance.now();
  const {check} = selectTypeScriptBlocks(blocks);
  typecheckBlocks(check, root);
  rows.push({
    page,
    metric: `type-check ${check.length} ts blocks`,
    value: seconds(start),
    unit: 's',
  });

  start = performance.now();
  const rust = await checkRustBlocks(blocks);
  rows.push({page, metric: `parse ${rust.checked} rust blocks`, value: seconds(start), unit: 's'});
  rows.push({
    page,
    metric: 'whole sample check',
    value: seconds(total),
    unit: 's',
    budget: SAMPLES_BUDGET_SECONDS,
  });

  const build = join(root, 'build');
  if (existsSync(join(build, 'llms.txt'))) {
    const kib = (/** @type {number} */ bytes) => bytes / 1024;
    rows.push({
      page: 'llms files',
      metric: 'llms.txt',
      value: kib(statSync(join(build, 'llms.txt')).size),
      unit: 'KiB',
    });
    rows.push({
      page: 'llms files',
      metric: 'llms-full.txt',
      value: kib(statSync(join(build, 'llms-full.txt')).size),
      unit: 'KiB',
    });
    // As nginx sends it: the build's .gz (gzip_static) and .br (brotli_static).
    for (const [suffix, how] of [
      ['.gz', 'gzip'],
      ['.br', 'brotli'],
    ]) {
      const file = join(build, `llms-full.txt${suffix}`);
      rows.push({
        page: 'llms files',
        metric: `llms-full.txt transfer (${how})`,
        value: existsSync(file) ? kib(statSync(file).size) : NaN,
        unit: 'KiB',
      });
    }
    rows.push({
      page: 'llms files',
      metric: 'all .md twins',
      value: kib(markdownBytes(join(build, 'docs'))),
      unit: 'KiB',
    });
  }
  return rows;
}
