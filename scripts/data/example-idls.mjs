#!/usr/bin/env node
// @ts-check
// Writes the example IDLs the IDL explorer offers
// (src/components/IdlExplorer/examples.json) from the example pages: every
// code block titled "<name>.idl" under docs/examples, in page order, so the
// explorer shows exactly the interfaces those pages document.
// Usage: node scripts/data/example-idls.mjs [--check]  (--check: exit 1 when the file is stale)
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {extractFromRoots} from '../samples/extract.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXAMPLES_FILE = join(root, 'src/components/IdlExplorer/examples.json');

/**
 * The titled IDL blocks of the example pages.
 * @returns {{name: string, page: string, idl: string}[]}
 */
export function collectExampleIdls() {
  const {blocks} = extractFromRoots([join(root, 'docs/examples')]);
  return blocks
    .filter((block) => typeof block.meta.title === 'string' && block.meta.title.endsWith('.idl'))
    .map((block) => {
      const file = relative(root, block.file);
      const title = /** @type {string} */ (block.meta.title);
      return {
        name: title.replace(/\.idl$/, ''),
        page: `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`,
        idl: `${block.code.trimEnd()}\n`,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The file's text for a list of examples.
 * @param {{name: string, page: string, idl: string}[]} examples
 */
export function render(examples) {
  return `${JSON.stringify(examples, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = render(collectExampleIdls());
  if (process.argv.includes('--check')) {
    if (readFileSync(EXAMPLES_FILE, 'utf8') !== text) {
      console.error(
        `${relative(root, EXAMPLES_FILE)} is stale: run node scripts/data/example-idls.mjs`,
      );
      process.exit(1);
    }
  } else {
    writeFileSync(EXAMPLES_FILE, text);
    console.log(`${JSON.parse(text).length} example IDLs -> ${relative(root, EXAMPLES_FILE)}`);
  }
}
