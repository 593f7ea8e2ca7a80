/**
 * The evaluation in Node, on the built index (`npm run build` first):
 *
 *   npx jiti src/plugins/docs-assistant/eval/run.ts             tuning set, with its misses
 *   npx jiti src/plugins/docs-assistant/eval/run.ts --dev       and the two development sets, with their misses
 *   npx jiti src/plugins/docs-assistant/eval/run.ts --heldout   and the held-out set's figures
 *   npx jiti src/plugins/docs-assistant/eval/run.ts --heldout --misses   and its misses
 *   ... --dir <build dir>
 *
 * The held-out set's misses are shown only on request: they are read once
 * the tuning is done, never while tuning. `npm run bench` measures the same
 * sets in Chromium, with answer times.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {EmbeddedIndex} from '../../search/client/engine';
import {decodeIndex, type EncodedIndex} from '../../search/shared/format';
import type {SearchDetailsFile, SearchManifest} from '../../search/shared/types';
import {answerQuestion, sectionSearchOf} from '../answer';
import {report, runEval, type EvalQuestion} from './score';

const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const dir = join(at >= 0 ? (args[at + 1] as string) : 'build', 'search-index');
const read = <T>(file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
const setOf = (name: string): EvalQuestion[] =>
  (JSON.parse(readFileSync(join(__dirname, name), 'utf8')) as {questions: EvalQuestion[]})
    .questions;

async function main(): Promise<void> {
  const manifest = read<SearchManifest>('manifest.json');
  const index = new EmbeddedIndex(decodeIndex(read<EncodedIndex>(manifest.index)));
  const details = manifest.details
    ? read<SearchDetailsFile>(manifest.details)
    : {commands: {}, code: {}, tables: {}};
  await index.complete();
  const search = sectionSearchOf(index, 'en');
  const ask = (q: string, previous: Parameters<typeof answerQuestion>[3]) =>
    answerQuestion(search, (r) => r.url, q, previous, details);
  const sets: [string, string, boolean][] = [['tuning', 'tuning.json', true]];
  if (args.includes('--dev')) sets.push(['dev', 'dev.json', true], ['dev 2', 'dev2.json', true]);
  if (args.includes('--heldout'))
    sets.push(['held-out', 'heldout.json', args.includes('--misses')]);
  for (const [name, file, misses] of sets) {
    const figures = await runEval(setOf(file), ask);
    if (misses)
      for (const m of figures.misses)
        console.log(`miss (${m.what}) ${m.id}: ${m.question}\n    ${m.got.slice(0, 400)}`);
    for (const line of report(name, figures)) console.log(line);
  }
}

void main();
