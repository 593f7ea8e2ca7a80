import {describe, expect, it} from 'vitest';
import {extractFromRoots} from '../extract.mjs';
import {checkRustBlocks} from '../rust.mjs';

const FIXTURES = 'scripts/samples/__tests__/fixtures';

function blocksOf(folder: string) {
  return extractFromRoots([`${FIXTURES}/${folder}`]).blocks;
}

describe('checkRustBlocks', () => {
  it('parses a file of items and a fragment of statements', async () => {
    await expect(checkRustBlocks(blocksOf('good'))).resolves.toEqual({
      checked: 2,
      fragments: 1,
      problems: [],
    });
  });

  it('fails syntax errors, missing tokens, file-level statements and opt-outs at their lines', async () => {
    const {checked, fragments, problems} = await checkRustBlocks(blocksOf('bad'));
    expect({checked, fragments}).toEqual({checked: 4, fragments: 1});
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '34: rust block (line 32): syntax error near `=`',
      '39: rust block (line 38): syntax error: expected `}`',
      '43: rust block (line 42): a statement at file level; a file holds items only: flag a snippet of a function body ```rust fragment',
      '47: rust block (line 46): syntax error: expected `;`',
      '51: rust block: rust blocks have no opt-out, every one must parse; mark a run of statements `fragment`',
    ]);
  });

  it('ignores blocks in other languages', async () => {
    const blocks = [{file: 'p.md', line: 1, lang: 'toml', meta: {}, code: '[package'}];
    await expect(checkRustBlocks(blocks)).resolves.toEqual({
      checked: 0,
      fragments: 0,
      problems: [],
    });
  });
});
