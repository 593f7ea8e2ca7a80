/**
 * Fits `RANKING` (answer.ts) on the tuning and development sets, on the built
 * index (`npm run build` first):
 *
 *   npx jiti src/plugins/docs-assistant/eval/fit.ts [--dir <build dir>]
 *
 * For each question with a fact, every section step 2 finds is labelled by
 * whether the answer quoted from it holds the fact (or, when none does,
 * whether its text does). The weights minimise the softmax loss of the
 * labelled sections over each question's pool (a linear ranker, L2-penalised),
 * starting from relevance alone. It prints the weights, and each half's
 * figure when fitted on the other: the held-out set is never read.
 */
import {findSections, RANKING, type Features} from '../answer';
import {readQuestion} from '../question';
import {builtIndex, readSet} from './built';
import {quoteHolds, textHolds} from './why';

const SETS = ['tuning.json', 'dev.json', 'dev2.json', 'dev3.json'];
const STEPS = 1500;
const RATE = 0.5;
const PENALTY = 0.001;
const NAMES = Object.keys(RANKING) as (keyof Features)[];

type Pool = {set: string; x: number[][]; good: boolean[]};

function pools(): Pool[] {
  const {search, details} = builtIndex(process.argv.slice(2));
  const out: Pool[] = [];
  for (const set of SETS) {
    for (const q of readSet(set)) {
      if (q.page === null || q.follows) continue;
      const reading = readQuestion(q.question, null);
      const found = findSections(search, reading, details);
      const quoted = quoteHolds(q, found, reading, details);
      const inText = textHolds(q, found, details);
      const good = quoted.some(Boolean) ? quoted : inText;
      if (!good.some(Boolean)) continue;
      out.push({set, x: found.candidates.map((c) => NAMES.map((n) => c.features[n])), good});
    }
  }
  return out;
}

const dot = (w: readonly number[], x: readonly number[]) =>
  w.reduce((sum, wi, i) => sum + wi * (x[i] as number), 0);

function fit(data: readonly Pool[]): number[] {
  const w: number[] = NAMES.map((n) => (n === 'relevance' ? 5 : 0));
  for (let step = 0; step < STEPS; step++) {
    const grad = w.map(() => 0);
    for (const {x, good} of data) {
      const scores = x.map((xi) => dot(w, xi));
      const top = Math.max(...scores);
      const e = scores.map((s) => Math.exp(s - top));
      const all = e.reduce((a, b) => a + b, 0);
      const wanted = e.reduce((a, b, i) => a + (good[i] ? b : 0), 0);
      x.forEach((xi, i) => {
        const d = (e[i] as number) / all - (good[i] ? (e[i] as number) / wanted : 0);
        xi.forEach((v, k) => (grad[k] = (grad[k] as number) + d * v));
      });
    }
    w.forEach((wk, k) => (w[k] = wk - RATE * ((grad[k] as number) / data.length + PENALTY * wk)));
  }
  return w;
}

/** Questions whose first-ranked section is a good one. */
const firstGood = (w: readonly number[], data: readonly Pool[]) =>
  data.filter(({x, good}) => {
    const scores = x.map((xi) => dot(w, xi));
    return good[scores.indexOf(Math.max(...scores))];
  }).length;

const data = pools();
const dev3 = data.filter((p) => p.set === 'dev3.json');
const rest = data.filter((p) => p.set !== 'dev3.json');
const now = NAMES.map((n) => RANKING[n]);
console.log(
  `pools: ${data.length}; first section good with RANKING as it is: ${firstGood(now, data)}`,
);
const onRest = fit(rest);
const onDev3 = fit(dev3);
const relevance = NAMES.map((n) => (n === 'relevance' ? 1 : 0));
console.log(
  `dev 3: ${firstGood(onRest, dev3)}/${dev3.length} fitted on the other sets (relevance alone: ${firstGood(relevance, dev3)})`,
);
console.log(
  `the other sets: ${firstGood(onDev3, rest)}/${rest.length} fitted on dev 3 (relevance alone: ${firstGood(relevance, rest)})`,
);
const w = fit(data);
console.log(`fitted on all: ${firstGood(w, data)}/${data.length}`);
for (const [i, n] of NAMES.entries()) console.log(`  ${n}: ${(w[i] as number).toFixed(2)},`);
