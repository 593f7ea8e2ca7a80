// Release values are written once (src/data/release.json) and pages use
// {release.key}: every key a page names exists, every entry says where it was
// read, no page writes one of the values by hand, and the wrong values an
// audit found do not come back.
import {describe, expect, it} from 'vitest';
import {join} from 'node:path';
import {findAll, readPages} from '../pages.mjs';
import {extractFromRoots} from '../../samples/extract.mjs';
import {releaseValues} from '../../../src/data/releaseSet';

const root = join(__dirname, '..', '..', '..');
const pages = readPages(root);

/** Wrong statements found by the content audit, each with why it is wrong. */
const KNOWN_WRONG: readonly {pattern: RegExp; why: string; under?: string}[] = [
  {
    pattern:
      /existential deposit[^.\n]{0,60}\b10\s*T?VARA|\b10\s*T?VARA\**[^.\n]{0,40}existential deposit/i,
    why: 'the existential deposit is 1 VARA (EXISTENTIAL_DEPOSIT = UNITS in the Vara runtime)',
  },
  {
    pattern: /\bbeefy\b/i,
    under: 'docs/staking/',
    why: "Vara's session keys are babe, grandpa, im_online and authority_discovery",
  },
  {
    pattern: /\bbeefy\b/i,
    under: 'docs/node/',
    why: "Vara's session keys are babe, grandpa, im_online and authority_discovery",
  },
  {
    pattern: /--force-vara/,
    under: 'docs/node/',
    why: 'the node flag --force-vara was removed in 2023 (gring list keeps its own --force-vara)',
  },
  {
    pattern:
      /EthMessageQueued[^\n]{0,20}\{\s*nonce\s*:\s*U256\s*,\s*hash\s*:\s*H256\s*\}|EthMessageQueued`?\s*\|\s*`nonce: U256`, `hash: H256`\s*\||EthMessageQueued\s*\{\s*nonce\s*,\s*hash\s*\}/,
    why: 'since 1.10.0 the reply is EthMessageQueued { block_number, hash, nonce, queue_id }',
  },
  {
    pattern: /Rust 1\.85|1\.85 or later|older than 1\.85/,
    why: 'projects made by cargo sails new declare rust-version 1.91',
  },
  {
    pattern: /MultiMillerLoopResult/,
    why: 'gbuiltin-bls381 1.10.0 has no MultiMillerLoopResult: responses carry Vec<u8>',
  },
  {
    // "deprecated in 0.8 and removed in 0.9.0" is right; "deprecated" alone is not.
    pattern:
      /#\[route[^\]]*\][^.\n|]{0,80}deprecat(?![^\n|]{0,60}removed)|deprecat[^.\n|]{0,80}#\[route(?![^\n|]{0,60}removed)/i,
    why: '#[route] was removed in sails 0.9.0, not deprecated',
  },
  {
    pattern: /is_active_program[^|\n]{0,80}initiali[sz]ed/,
    why: 'gtest is_active_program does not tell whether a program is initialised',
  },
];

describe('src/data/release.json', () => {
  it('says for every value what it is and where it was read', () => {
    const keys = Object.keys(releaseValues);
    expect(keys.length).toBeGreaterThan(10);
    for (const [key, entry] of Object.entries(releaseValues)) {
      expect(entry.value, key).toMatch(/\S/);
      expect(entry.what, key).toMatch(/\S/);
      expect(entry.source.repo, key).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(entry.source.ref, key).toMatch(/\S/);
      expect(entry.source.path, key).toMatch(/\S/);
      for (const pattern of entry.forbid ?? [])
        expect(() => new RegExp(pattern), key).not.toThrow();
    }
  });
});

describe('pages and release values', () => {
  it('name only keys that exist', () => {
    const unknown = pages.flatMap((page) =>
      findAll(page.text, /\{release\.([A-Za-z0-9_]+)\}/g)
        .filter(({match}) => !(match.slice(9, -1) in releaseValues))
        .map(({line, match}) => `${page.file}:${line}: ${match}`),
    );
    expect(unknown).toEqual([]);
  });

  it('keep tokens out of front matter and of type-checked code (the checker reads code as written)', () => {
    const inFrontMatter = pages
      .filter((page) => page.frontMatter.includes('{release.'))
      .map((page) => page.file);
    expect(inFrontMatter).toEqual([]);
    const {blocks} = extractFromRoots([join(root, 'docs')]);
    const inCheckedCode = blocks
      .filter(
        (b) =>
          /^(ts|tsx|js|jsx)$/.test(b.lang) &&
          b.meta.nocheck === undefined &&
          b.code.includes('{release.'),
      )
      .map((b) => `${b.file}:${b.line}`);
    expect(inCheckedCode).toEqual([]);
    // Parsing every page takes a few seconds on a busy machine.
  }, 60_000);

  it('do not state a release value by hand', () => {
    const found = pages.flatMap((page) =>
      Object.entries(releaseValues).flatMap(([key, entry]) =>
        (entry.forbid ?? []).flatMap((source) =>
          findAll(page.text, new RegExp(source, 'gi')).map(
            ({line, match}) => `${page.file}:${line}: "${match}" (write {release.${key}})`,
          ),
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it.each(KNOWN_WRONG.map((w) => [w.why, w] as const))(
    'do not say what the audit found wrong: %s',
    (_, wrong) => {
      const found = pages
        .filter((page) => !wrong.under || page.file.startsWith(wrong.under))
        .flatMap((page) =>
          findAll(page.text, wrong.pattern).map(
            ({line, match}) => `${page.file}:${line}: ${match}`,
          ),
        );
      expect(found).toEqual([]);
    },
  );
});
