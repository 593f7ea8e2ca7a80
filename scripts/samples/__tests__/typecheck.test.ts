import {describe, expect, it} from 'vitest';
import {extractFromRoots} from '../extract.mjs';
import {selectTypeScriptBlocks, typecheckBlocks} from '../typecheck.mjs';

const FIXTURES = 'scripts/samples/__tests__/fixtures';
// Loading the @polkadot and @gear-js declarations takes a few seconds.
const COMPILE_TIMEOUT = 120_000;

function blocksOf(folder: string) {
  return extractFromRoots([`${FIXTURES}/${folder}`]).blocks;
}

describe('selectTypeScriptBlocks', () => {
  it('opts out a block only with a reason, and rejects a bare nocheck and Rust-only flags', () => {
    const {check, optedOut, problems} = selectTypeScriptBlocks(blocksOf('bad'));
    expect(check.map((b) => b.line)).toEqual([7, 15]);
    expect(optedOut).toEqual([]);
    expect(problems.map((p) => `${p.line}: ${p.message}`)).toEqual([
      '20: ts block: nocheck needs a reason the reader can see, e.g. nocheck="needs the client generated from the IDL"',
      '24: tsx block: nocheck needs a reason the reader can see, e.g. nocheck="needs the client generated from the IDL"',
      '28: ts block: "fragment" is for rust blocks; a ts block compiles as a module of its own, or opts out with nocheck="reason"',
    ]);
  });

  it('keeps ts, tsx and js blocks and counts a reasoned opt-out', () => {
    const {check, optedOut, problems} = selectTypeScriptBlocks(blocksOf('good'));
    expect(check.map((b) => `${b.lang}:${b.line}`)).toEqual(['ts:10', 'ts:20', 'tsx:28', 'js:47']);
    expect(optedOut.map((b) => b.meta.nocheck)).toEqual([
      'needs the client generated from the IDL',
    ]);
    expect(problems).toEqual([]);
  });
});

describe('typecheckBlocks', () => {
  it(
    'compiles good blocks against the pinned packages, one importing another by its title',
    () => {
      const {check} = selectTypeScriptBlocks(blocksOf('good'));
      expect(typecheckBlocks(check, '.')).toEqual([]);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'maps each compiler error to the page line it comes from',
    () => {
      const {check} = selectTypeScriptBlocks(blocksOf('bad'));
      const file = `${FIXTURES}/bad/page.md`;
      expect(typecheckBlocks(check, '.')).toEqual([
        {
          file,
          line: 11,
          message: "ts block (line 7): TS2322: Type 'Hash' is not assignable to type 'number'.",
        },
        {
          file,
          line: 16,
          message: `ts block (line 15): TS2305: Module '"sails-js"' has no exported member 'NoSuchThing'.`,
        },
      ]);
    },
    COMPILE_TIMEOUT,
  );

  it('has nothing to do for no blocks', () => {
    expect(typecheckBlocks([], '.')).toEqual([]);
  });
});
