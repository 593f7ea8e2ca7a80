// Output blocks (test runs, cargo's progress, listings of built files) show
// only lines traced to a source: the active tests and built files of the
// example crates at the pinned refs (src/data/example-crates.json, made from
// the mirrors by scripts/data/example-crates.mjs), or a recorded output file.
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {readPages} from '../pages.mjs';
import {artifacts, checkOutputBlocks, outputShape, readCrateData} from '../outputs.mjs';
import {extractBlocks} from '../../samples/extract.mjs';

const root = join(__dirname, '..', '..', '..');
const data = readCrateData();
const format = (p: {file: string; line: number; message: string}) =>
  `${p.file}:${p.line}: ${p.message}`;
const check = (file: string, text: string) =>
  checkOutputBlocks(file, text, extractBlocks(text, file).blocks, data).map(format);

describe('recorded build and test facts of the example crates', () => {
  const archive = data.pins['gear-foundation/dapps@a357635b61e27c52f46908885fecb048dc8424e5']!;

  it('name the files gear-wasm-builder 1.5.0 writes: a metawasm crate gets only <name>.meta.wasm', () => {
    const state = archive.find((c) => c.dir === 'contracts/dao/state')!;
    expect(artifacts(data, state)?.files).toEqual(['dao_state.meta.wasm']);
    const dao = archive.find((c) => c.dir === 'contracts/dao')!;
    expect(artifacts(data, dao)).toEqual({
      files: ['dao.wasm', 'dao.opt.wasm', 'dao.meta.txt'],
      targetDir: 'wasm32-unknown-unknown',
    });
    expect(data.builders['1.10.0']?.targetDir).toBe('wasm32-gear');
  });

  it('count only tests that are not commented out, and mark #[ignore]', () => {
    const dao = archive.find((c) => c.dir === 'contracts/dao')!;
    expect(dao.targets.find((t) => t.target === 'tests/failures.rs')?.tests).toEqual([]);
    expect(dao.targets.find((t) => t.target === 'tests/proposals.rs')?.tests).toEqual([
      {name: 'membership_proposals', ignored: true},
      {name: 'funding_proposals', ignored: true},
    ]);
  });
});

describe('output blocks', () => {
  // Parses every docs page: seconds on a quiet machine, more on a busy one.
  it('are traced on every docs page', () => {
    const problems = readPages(root).flatMap((page) => check(page.file, page.text));
    expect(problems).toEqual([]);
  }, 120_000);

  it('are recognised by their lines, not by every text block', () => {
    expect(outputShape('running 6 tests', 'text')).toBe('a test run');
    expect(outputShape('   Compiling dao v0.1.0 (/x)', 'bash')).toBe("cargo's progress");
    expect(outputShape('dao_state.wasm', 'text')).toBe('a listing of built files');
    expect(outputShape('gcli upload dao.opt.wasm', 'bash')).toBeUndefined();
    expect(outputShape('type Pair = struct {', 'text')).toBeUndefined();
  });
});

describe('the output check on a planted page', () => {
  const fixture = 'scripts/content/__tests__/fixtures/untraceable-output.md';
  const problems = check(fixture, readFileSync(join(root, fixture), 'utf8'));

  it('fails an output block without a source, naming file and line', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^scripts\/content\/__tests__\/fixtures\/untraceable-output\.md:11: "running 6 tests" looks like a test run, in a block that names no output source/,
      ),
    );
  });

  it('fails a listed file the builder never writes and a test count the source does not have', () => {
    expect(problems).toContainEqual(
      expect.stringMatching(
        /untraceable-output\.md:21: output line "dao_state\.wasm": dao_state\.wasm is not a file the build writes for build:contracts\/dao tests:contracts\/dao \(it writes dao\.meta\.txt, dao\.opt\.wasm, dao\.wasm, dao_state\.meta\.wasm\)$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /untraceable-output\.md:23: output line "running 6 tests": no test target has 6 active tests \(contracts\/dao\/lib: 0, .*contracts\/dao\/tests\/proposals\.rs: 2, /,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /untraceable-output\.md:24: output line "test membership_proposals \.\.\. ok": membership_proposals is marked #\[ignore\]$/,
      ),
    );
  });

  it('passes lines traced to the recorded tests and built files', () => {
    expect(problems.filter((p) => /:(3[0-9]|4[0-9]):/.test(p))).toEqual([]);
    expect(problems).toHaveLength(4);
  });
});
