// @ts-check
// The production build as `npm run build` runs it (`docusaurus build`, then
// `docusaurus server-config`), timed cold and warm, and its peak memory:
//
//   cold: no node_modules/.cache, build/ or .docusaurus, as on a fresh clone;
//   warm: right after, with the caches the cold build left.
//
// Alone: `node scripts/bench/build.mjs` prints the figures.
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync, rmSync} from 'node:fs';
import {pathToFileURL} from 'node:url';
import {budgetText, overBudget} from './budget.mjs';

/** Budgets on the two-core machine class the project runs on. */
export const BUILD_BUDGET = {
  coldSeconds: 75,
  serverConfigSeconds: 10,
  warmSeconds: 30,
  peakMiB: 2048,
};

/** What a cold build starts without. */
const CACHES = ['node_modules/.cache', 'build', '.docusaurus'];

/**
 * Sums the resident memory of a process and all its descendants (Linux /proc).
 * @param {number} rootPid
 */
function treeRssKiB(rootPid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  /** @type {Map<number, number>} */
  const rss = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rss.set(Number(entry), kb);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)?.push(Number(entry));
    } catch {
      // the process ended while we read it
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = /** @type {number} */ (stack.pop());
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Runs one Docusaurus command: its wall time (s) and the peak memory of its
 * process tree (MiB).
 * @param {string} command
 * @returns {Promise<{seconds: number, peakMiB: number}>}
 */
async function docusaurus(command) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['node_modules/@docusaurus/core/bin/docusaurus.mjs', command],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRssKiB(child.pid));
  }, 100);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`docusaurus ${command} failed with exit code ${code}`);
  return {seconds: (Date.now() - started) / 1000, peakMiB: peak / 1024};
}

/** What `npm run build` runs: the build, then the server configuration step. */
async function npmRunBuild() {
  const build = await docusaurus('build');
  const serverConfig = await docusaurus('server-config');
  return {
    seconds: build.seconds + serverConfig.seconds,
    serverConfigSeconds: serverConfig.seconds,
    peakMiB: Math.max(build.peakMiB, serverConfig.peakMiB),
  };
}

/**
 * A cold build, then a warm one: rows in the shape bench.mjs prints.
 * @returns {Promise<{page: string, metric: string, value: number, unit: string, budget?: number}[]>}
 */
export async function benchBuild() {
  for (const dir of CACHES) rmSync(dir, {recursive: true, force: true});
  const cold = await npmRunBuild();
  const warm = await npmRunBuild();
  const page = 'whole site';
  return [
    {
      page,
      metric: 'cold build wall time (npm run build)',
      value: cold.seconds,
      unit: 's',
      budget: BUILD_BUDGET.coldSeconds,
    },
    {
      page,
      metric: 'server-config step of the cold build',
      value: cold.serverConfigSeconds,
      unit: 's',
      budget: BUILD_BUDGET.serverConfigSeconds,
    },
    {
      page,
      metric: 'warm build wall time (npm run build)',
      value: warm.seconds,
      unit: 's',
      budget: BUILD_BUDGET.warmSeconds,
    },
    {
      page,
      metric: 'server-config step of the warm build',
      value: warm.serverConfigSeconds,
      unit: 's',
    },
    {
      page,
      metric: 'build peak memory (process tree)',
      value: Math.max(cold.peakMiB, warm.peakMiB),
      unit: 'MiB',
      budget: BUILD_BUDGET.peakMiB,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let over = 0;
  for (const r of await benchBuild()) {
    if (overBudget(r)) over += 1;
    const budget = budgetText(r);
    console.log(
      `${r.metric}: ${r.value.toFixed(1)} ${r.unit}${budget ? ` (budget ${budget})` : ''}${overBudget(r) ? ' OVER' : ''}`,
    );
  }
  process.exit(over ? 1 : 0);
}
