import {chromium} from 'playwright-core';
import {coldOpen} from './searchFirst.mjs';
import {serveBuild} from './serve.mjs';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from '../../src/utils/chromium.mjs';
const dirs = process.argv.slice(2);
const n = Number(process.env.N ?? 8);
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS});
const servers = await Promise.all(dirs.map((dir) => serveBuild({dir, network: {latencyMs: 40, mbps: 10}})));
const out = dirs.map(() => []);
for (let i = 0; i < n; i++) for (let d = 0; d < dirs.length; d++) {
  const r = await coldOpen(browser, servers[d].url, true);
  out[d].push(Math.round(r.longest));
}
dirs.forEach((dir, d) => {
  const s = [...out[d]].sort((a, b) => a - b);
  console.log(dir, 'longest per run', out[d].join(' '), 'median', s[Math.floor(s.length / 2)], 'max', s.at(-1));
});
await browser.close();
for (const s of servers) await s.close?.();
process.exit(0);
