import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type {Root} from 'mdast';
import {fillReleaseValues, fillReleaseValuesInTree} from '../releaseValues';
import {releaseValues} from '../../data/releaseSet';

const ed = releaseValues.existentialDeposit!.value;
const cli = releaseValues.sailsCli!.value;

function fill(markdown: string): string {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(markdown) as Root;
  fillReleaseValuesInTree(tree, 'docs/page.md');
  return unified().use(remarkMdx).use(remarkStringify).stringify(tree);
}

describe('fillReleaseValues', () => {
  it('replaces every token of a string', () => {
    expect(fillReleaseValues('sails-cli@{release.sailsCli} and {release.sailsCli}', 'x')).toBe(
      `sails-cli@${cli} and ${cli}`,
    );
  });

  it('names the place and the key when the key is unknown', () => {
    expect(() => fillReleaseValues('{release.nope}', 'docs/a.md:3')).toThrow(
      /docs\/a\.md:3: unknown release value \{release\.nope\}/,
    );
  });
});

describe('fillReleaseValuesInTree', () => {
  it('fills prose, inline code, fenced code and link URLs', () => {
    const out = fill(
      [
        'The deposit is {release.existentialDeposit}.',
        '',
        'Run `cargo install sails-cli@{release.sailsCli}` or [see](https://x.test/{release.sailsCli}/a).',
        '',
        '```bash',
        'cargo install sails-cli@{release.sailsCli} --locked',
        '```',
      ].join('\n'),
    );
    expect(out).toContain(`The deposit is ${ed}.`);
    expect(out).toContain(`\`cargo install sails-cli@${cli}\``);
    expect(out).toContain(`(https://x.test/${cli}/a)`);
    expect(out).toContain(`cargo install sails-cli@${cli} --locked`);
    expect(out).not.toContain('{release.');
  });

  it('leaves other expressions alone', () => {
    expect(fill("Less than {'<'} more")).toContain("{'<'}");
  });

  it('fails with the page and line of an unknown key', () => {
    expect(() => fill('one\n\ntwo {release.missing}')).toThrow(
      /docs\/page\.md:3: unknown release value/,
    );
  });
});
