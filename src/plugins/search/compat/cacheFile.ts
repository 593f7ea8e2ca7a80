/**
 * The build cache's one way to keep a generated file (the trimmed modal,
 * the scoped variables): made once, written aside and then renamed, so a
 * parallel build never reads half a file. Node only.
 */
import {existsSync, mkdirSync, renameSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';

/** `file`, written from `make()` unless it is already there; returns its path. */
export function cachedFile(file: string, make: () => string): string {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), {recursive: true});
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, make());
    renameSync(partial, file);
  }
  return file;
}
