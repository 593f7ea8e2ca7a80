/**
 * The evaluation in Node, on the built index (`npm run build` first):
 *
 *   npx jiti src/plugins/docs-assistant/eval/run.ts             tuning set, with its misses
 *   npx jiti src/plugins/docs-assistant/eval/run.ts --dev       and the three development sets, with their misses
 *   npx jiti src/plugins/docs-assistant/eval/run.ts --set <file.json> [--misses]   any other set (a held-out one)
 *   ... --dir <build dir>
 *
 * The held-out set (eval/heldout.json) is run by path, its misses shown only
 * on request. `npm run bench` measures the same sets in Chromium,
 * with answer times.
 */
import {readFileSync} from 'node:fs';
import {isAbsolute, join, resolve} from 'node:path';
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
  (
    JSON.parse(readFileSync(isAbsolute(name) ? name : join(__dirname, name), 'utf8')) as {
      questions: EvalQuestion[];
    }
  ).questions;

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
  if (args.includes('--dev'))
    sets.push(
      ['dev', 'dev.json', true],
      ['dev 2', 'dev2.json', true],
      ['dev 3', 'dev3.json', true],
    );
  const other = args.indexOf('--set');
  if (other >= 0)
    sets.push(['held-out', resolve(args[other + 1] as string), args.includes('--misses')]);
  for (const [name, file, misses] of sets) {
    const figures = await runEval(setOf(file), ask);
    if (misses)
      for (const m of figures.misses)
        console.log(`miss (${m.what}) ${m.id}: ${m.question}\n    ${m.got.slice(0, 400)}`);
    for (const line of report(name, figures)) console.log(line);
  }
}

void main();
