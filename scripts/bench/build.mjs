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
 * Memory of a process and all its descendants (Linux /proc), in KiB: the sum
 * of their proportional set sizes (PSS: a page shared by n processes counts
 * 1/n in each, so Chromium's dozen processes are not counted a dozen times
 * for the libraries they share), and the plain sum of resident sizes.
 * @param {number} rootPid
 */
function treeMemoryKiB(rootPid) {
  /** @type {Map<number, number[]>} */
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)?.push(Number(entry));
    } catch {
      // the process ended while we read it
    }
  }
  let pss = 0;
  let rss = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = /** @type {number} */ (stack.pop());
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
      rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // ended, or a kernel thread without a memory map
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return {pss, rss};
}

/**
 * Runs one Docusaurus command: its wall time (s) and the peak memory of its
 * process tree (MiB, PSS and summed RSS).
 * @param {string} command
 * @returns {Promise<{seconds: number, peakMiB: number, peakRssMiB: number}>}
 */
async function docusaurus(command) {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['node_modules/@docusaurus/core/bin/docusaurus.mjs', command],
    {stdio: ['ignore', 'ignore', 'inherit']},
  );
  let peak = 0;
  let peakRss = 0;
  const timer = setInterval(() => {
    if (!child.pid) return;
    const {pss, rss} = treeMemoryKiB(child.pid);
    peak = Math.max(peak, pss);
    peakRss = Math.max(peakRss, rss);
  }, 100);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`docusaurus ${command} failed with exit code ${code}`);
  return {seconds: (Date.now() - started) / 1000, peakMiB: peak / 1024, peakRssMiB: peakRss / 1024};
}

/** What `npm run build` runs: the build, then the server configuration step. */
async function npmRunBuild() {
  const build = await docusaurus('build');
  const serverConfig = await docusaurus('server-config');
  return {
    seconds: build.seconds + serverConfig.seconds,
    serverConfigSeconds: serverConfig.seconds,
    peakMiB: Math.max(build.peakMiB, serverConfig.peakMiB),
    peakRssMiB: Math.max(build.peakRssMiB, serverConfig.peakRssMiB),
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
      metric: 'build peak memory (process tree, PSS)',
      value: Math.max(cold.peakMiB, warm.peakMiB),
      unit: 'MiB',
      budget: BUILD_BUDGET.peakMiB,
    },
    {
      page,
      metric: 'build peak memory, resident sizes summed (shared pages counted in each process)',
      value: Math.max(cold.peakRssMiB, warm.peakRssMiB),
      unit: 'MiB',
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
