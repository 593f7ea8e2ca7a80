/**
 * The evaluation in Node, on the built index (`npm run build` first):
 *
 *   npx jiti src/plugins/docs-assistant/eval/run.ts             tuning set, with its misses
 *   npx jiti src/plugins/docs-assistant/eval/run.ts --dev       and the four development sets, with their misses
 *   npx jiti src/plugins/docs-assistant/eval/run.ts --set <file.json> [--misses]   any other set (a held-out one)
 *   ... --dir <build dir>
 *   ... --conversation   each set asked as one conversation, each question after the answer before it
 *   ... --why            each missed fact with why it missed (eval/why.ts), and a count of each reason
 *
 * The held-out sets (eval/heldout.json, eval/heldout-ordinary.json) are run
 * by path, their misses shown only on request. `npm run bench` measures the
 * same sets in Chromium, with answer times.
 */
import {resolve} from 'node:path';
import {answerQuestion} from '../answer';
import {builtIndex, readSet} from './built';
import {report, runEval, type EvalMiss, type EvalQuestion} from './score';
import {describe, whyMissed} from './why';

const args = process.argv.slice(2);

async function main(): Promise<void> {
  const {search, details} = builtIndex(args);
  const ask = (q: string, previous: Parameters<typeof answerQuestion>[3]) =>
    answerQuestion(search, (r) => r.url, q, previous, details);
  const sets: [string, string, boolean][] = [['tuning', 'tuning.json', true]];
  if (args.includes('--dev'))
    sets.push(
      ['dev', 'dev.json', true],
      ['dev 2', 'dev2.json', true],
      ['dev 3', 'dev3.json', true],
      ['dev 4 (ordinary)', 'dev4.json', true],
    );
  const other = args.indexOf('--set');
  if (other >= 0)
    sets.push(['held-out', resolve(args[other + 1] as string), args.includes('--misses')]);
  for (const [name, file, misses] of sets) {
    const questions = readSet(file);
    const figures = await runEval(questions, ask, undefined, args.includes('--conversation'));
    if (misses)
      for (const m of figures.misses)
        console.log(`miss (${m.what}) ${m.id}: ${m.question}\n    ${m.got.slice(0, 400)}`);
    if (args.includes('--why')) explain(name, questions, figures.misses);
    for (const line of report(name, figures)) console.log(line);
  }

  /** Each missed fact with its reason (read after the answer it was asked after), then the count of each. */
  function explain(
    name: string,
    questions: readonly EvalQuestion[],
    missed: readonly EvalMiss[],
  ): void {
    const byId = new Map(questions.map((q) => [q.id, q]));
    const counts = new Map<string, number>();
    for (const m of missed.filter((x) => x.what === 'fact')) {
      const q = byId.get(m.id) as EvalQuestion;
      const reason = whyMissed(q, search, details, m.answered, m.previous);
      counts.set(reason.why, (counts.get(reason.why) ?? 0) + 1);
      console.log(`${name} ${q.id} [${describe(reason)}] ${q.question}`);
    }
    console.log(
      `${name}: why facts missed: ${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
  }
}

void main();
