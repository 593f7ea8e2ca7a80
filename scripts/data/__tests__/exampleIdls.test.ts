// The IDL explorer offers the interfaces the example pages document: its
// examples.json is made from the pages and must be remade when they change.
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {SailsIdlParser} from 'sails-js-parser';
import {EXAMPLES_FILE, collectExampleIdls, render} from '../example-idls.mjs';

// Read once, outside the tests: parsing every example page takes seconds on a busy machine.
const examples = collectExampleIdls();

describe('example IDLs of the explorer', () => {
  it('match the example pages (run node scripts/data/example-idls.mjs after editing them)', () => {
    expect(readFileSync(EXAMPLES_FILE, 'utf8')).toBe(render(examples));
  });

  it('each parse with sails-js-parser', async () => {
    const parser = await SailsIdlParser.new();
    expect(examples.length).toBeGreaterThanOrEqual(10);
    const failing = examples.filter((example) => {
      try {
        parser.parse(example.idl);
        return false;
      } catch {
        return true;
      }
    });
    expect(failing.map((e) => `${e.page}: ${e.name}`)).toEqual([]);
  });
});
