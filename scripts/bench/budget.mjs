// How a bench figure is judged and printed against its budget: one rule for
// scripts/bench.mjs and for each part run alone (node scripts/bench/<part>.mjs).
// A row is {page, metric, value, unit, budget?, better?}; figures are better
// lower (time, bytes) unless `better` is 'higher' (scores, hit rates).
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../src/utils/chromium.mjs';

/**
 * Whether a figure misses its budget. A figure that could not be measured
 * (NaN) misses it too; a figure without a budget never does.
 * @param {{value: number, budget?: number, better?: 'higher' | 'lower'}} row
 */
export function overBudget({value, budget, better}) {
  if (budget === undefined) return false;
  if (Number.isNaN(value)) return true;
  return better === 'higher' ? value < budget : value > budget;
}

/**
 * The budget as it reads: "≤ 150 KiB", "≥ 95"; '' without one.
 * @param {{budget?: number, better?: 'higher' | 'lower', unit?: string}} row
 */
export function budgetText({budget, better, unit}) {
  if (budget === undefined) return '';
  return `${better === 'higher' ? '≥' : '≤'} ${budget}${unit ? ` ${unit}` : ''}`;
}

/**
 * Runs one Chromium-driven part of the bench alone against a served build and
 * prints its figures, one a line:
 * `node scripts/bench/<part>.mjs http://127.0.0.1:3000`.
 * @param {(options: {baseUrl: string, browser: import('playwright-core').Browser}) => Promise<{metric: string, value: number, unit: string, budget?: number, better?: 'higher' | 'lower'}[]>} bench
 */
export async function runAloneInChromium(bench) {
  const {chromium} = await import('playwright-core');
  const baseUrl = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    for (const r of await bench({baseUrl, browser})) {
      const budget = budgetText(r);
      console.log(
        `${r.metric}: ${r.value.toFixed(2)} ${r.unit}${budget ? ` (budget ${budget})` : ''}${overBudget(r) ? ' OVER' : ''}`,
      );
    }
  } finally {
    await browser.close();
  }
}
