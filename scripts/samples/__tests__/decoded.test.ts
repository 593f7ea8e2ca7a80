// TypeScript samples that read decoded values run against real values: the
// sample's own code, its network replaced by a stand-in that answers with
// values @gear-js/api encodes from the program's types at the pinned commit
// (src/data/program-types.json, made by scripts/data/program-types.mjs). A
// sample that misreads a map, an enum or a payload throws or misses its
// branch, and the failure names the page line.
import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {extractBlocks} from '../extract.mjs';
import {readPages} from '../../content/pages.mjs';
import {sourceFolders} from '../../content/sourcePaths.mjs';
import {gmetaSampleWorld, programOfPage, runSample} from '../decoded.mjs';
import type {ProgramTypes} from '../../data/program-types.mjs';

const root = join(__dirname, '..', '..', '..');
const {programs} = JSON.parse(readFileSync(join(root, 'src/data/program-types.json'), 'utf8')) as {
  programs: Record<string, ProgramTypes>;
};
const format = (p: {file: string; line: number; message: string}) =>
  `${p.file}:${p.line}: ${p.message}`;

/** Every ts block of the example pages that reads a gmeta program through ProgramMetadata. */
const gmetaSamples = readPages(root)
  .filter((page) => page.file.startsWith('docs/examples/'))
  .flatMap((page) =>
    extractBlocks(page.text, page.file)
      .blocks.filter((b) => b.lang === 'ts' && /ProgramMetadata\.from\(/.test(b.code))
      .map((block) => ({page, block, program: programOfPage(programs, sourceFolders(page.text))})),
  );

describe('samples that read values of gmeta programs', () => {
  it('are all found, each with the recorded types of its program', () => {
    expect(gmetaSamples.length).toBeGreaterThanOrEqual(13);
    expect(
      gmetaSamples.filter((s) => !s.program).map((s) => `${s.block.file}:${s.block.line}`),
    ).toEqual([]);
  });

  it('run on real state, replies and messages without throwing', async () => {
    const problems = [];
    for (const {block, program} of gmetaSamples) {
      if (!program) continue;
      try {
        const {problem} = await runSample(block, await gmetaSampleWorld(program, block));
        if (problem) problems.push(format(problem));
      } catch (err) {
        problems.push(
          `${block.file}:${block.line}: no real value to run the sample on: ${(err as Error).message}`,
        );
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('tequila train: a payout (payload "", one byte 0x00) is printed as value received', async () => {
    // io/src/lib.rs send_value at the pin: msg::send_with_gas(destination, "", 0, value).
    const sample = gmetaSamples.find((s) => s.block.file.endsWith('archive/tequila-train.md'))!;
    const train = /0x[0-9a-f]{64}/i.exec(sample.block.code)![0];
    // Besides the reply to the sample's own message, which the sample waits for.
    const world = await gmetaSampleWorld(sample.program!, sample.block, {
      alsoSent: (me) => [
        {source: train, destination: me, payload: new Uint8Array([0]), value: 30n * 10n ** 12n},
      ],
    });
    const run = await runSample(sample.block, world);
    const found = run.problem
      ? format(run.problem)
      : run.logs.some((line) => /value received/.test(line))
        ? ''
        : `${sample.block.file}:${sample.block.line}: ts block: a payout message (payload 0x00, value 30 VARA) is not printed as value received; printed: ${run.logs.join(' | ')}`;
    expect(found).toBe('');
  });
});

describe('the decoded-value check on a planted page', () => {
  const fixture = 'scripts/samples/__tests__/fixtures-decoded/misread-map.md';
  const {blocks} = extractBlocks(readFileSync(join(root, fixture), 'utf8'), fixture);
  const battle = Object.entries(programs).find(([key]) =>
    key.endsWith(':contracts/tamagotchi-battle'),
  )![1];

  it('fails a sample that calls an array method on a decoded map, naming file and line', async () => {
    const misread = blocks.find((b) => b.meta.title === 'misread.ts')!;
    const {problem} = await runSample(misread, await gmetaSampleWorld(battle, misread));
    expect(problem && format(problem)).toBe(
      `${fixture}:19: ts block (line 8) throws on a real decoded value: TypeError: state.pairs.filter is not a function`,
    );
  });

  it('passes the same read done on the object the map decodes to', async () => {
    const right = blocks.find((b) => b.meta.title === 'reads-right.ts')!;
    const run = await runSample(right, await gmetaSampleWorld(battle, right));
    expect(run.problem).toBeUndefined();
    expect(run.logs).toEqual(['open pairs: 0']);
  });
});
