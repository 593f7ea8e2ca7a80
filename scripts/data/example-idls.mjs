#!/usr/bin/env node
// @ts-check
// Writes the example IDLs the IDL explorer offers
// (src/components/IdlExplorer/examples.json) from the example pages: every
// code block whose title names one "<name>.idl" under docs/examples, so the
// explorer shows exactly the interfaces those pages document.
// Usage: node scripts/data/example-idls.mjs [--check]  (--check: exit 1 when the file is stale)
import {readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {extractFromRoots} from '../samples/extract.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXAMPLES_FILE = join(root, 'src/components/IdlExplorer/examples.json');

/**
 * The program name of a block titled with one IDL file, whether the file of
 * the repository ("wasm/dns.idl (excerpt)") or one written for the page
 * ("sketch: proxy.idl, read from the service code"); undefined otherwise.
 * @param {unknown} title
 */
export function idlName(title) {
  if (typeof title !== 'string' || (title.match(/\.idl\b/g) ?? []).length !== 1) return undefined;
  return /(?:^|[\s/:])(\w+)\.idl\b/.exec(title)?.[1];
}

/**
 * The titled IDL blocks of the example pages.
 * @returns {{name: string, page: string, idl: string}[]}
 */
export function collectExampleIdls() {
  const {blocks} = extractFromRoots([join(root, 'docs/examples')]);
  return (
    blocks
      .flatMap((block) => {
        const name = idlName(block.meta.title);
        return name ? [{block, name}] : [];
      })
      // One entry a program: a later excerpt of the same IDL adds nothing.
      .filter(({name}, index, all) => all.findIndex((other) => other.name === name) === index)
      .map(({block, name}) => {
        const file = relative(root, block.file);
        return {
          name,
          page: `/${file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`,
          idl: `${block.code.trimEnd()}\n`,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name))
  );
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
