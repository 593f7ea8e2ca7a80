/** The built search index and set files as the Node evaluation scripts (run.ts, fit.ts) read them. */
import {readFileSync} from 'node:fs';
import {isAbsolute, join} from 'node:path';
import {EmbeddedIndex} from '../../search/client/engine';
import {decodeIndex, type EncodedIndex} from '../../search/shared/format';
import type {SearchDetailsFile, SearchManifest} from '../../search/shared/types';
import {sectionSearchOf, type AnswerDetails, type SectionSearch} from '../answer';
import {NO_DETAILS} from '../details';
import type {EvalQuestion} from './score';

/** The engine over `<build dir>/search-index` (`--dir <build dir>` in `args`, else build/), with its details file. */
export function builtIndex(args: readonly string[]): {
  search: SectionSearch;
  details: AnswerDetails;
} {
  const at = args.indexOf('--dir');
  const dir = join(at >= 0 ? (args[at + 1] as string) : 'build', 'search-index');
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
  const manifest = read<SearchManifest>('manifest.json');
  const index = new EmbeddedIndex(decodeIndex(read<EncodedIndex>(manifest.index)));
  const details = manifest.details ? read<SearchDetailsFile>(manifest.details) : NO_DETAILS;
  return {search: sectionSearchOf(index, 'en'), details};
}

/** A set's questions: a file name in this folder, or a path. */
export function readSet(name: string): EvalQuestion[] {
  const file = isAbsolute(name) ? name : join(__dirname, name);
  return (JSON.parse(readFileSync(file, 'utf8')) as {questions: EvalQuestion[]}).questions;
}
