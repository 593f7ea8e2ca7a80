// The content audit record (content-audit/*.md) has an entry for every docs
// route, so the next audit starts from it and no page is left unchecked.
import {describe, expect, it} from 'vitest';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {readPages} from '../pages.mjs';

const root = join(__dirname, '..', '..', '..');
const auditDir = join(root, 'content-audit');
const records = readdirSync(auditDir)
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .map((name) => ({name, text: readFileSync(join(auditDir, name), 'utf8')}));

/** Each audited route with the record it is in and its lines. */
const entries = records.flatMap(({name, text}) =>
  text
    .split(/^## /m)
    .slice(1)
    .map((chunk) => ({record: name, route: chunk.split('\n')[0]!.trim(), body: chunk})),
);

describe('content audit record', () => {
  it('covers every docs page', () => {
    const audited = new Set(entries.map((e) => e.route));
    const missing = readPages(root)
      .map((page) => page.route)
      .filter((route) => !audited.has(route));
    expect(missing).toEqual([]);
  });

  it('names the sources and counts for each page', () => {
    const incomplete = entries
      .filter(
        (e) =>
          !/^- Sources: \S/m.test(e.body) ||
          !/^- Claims checked: \d+/m.test(e.body) ||
          !/^- Fixed: /m.test(e.body),
      )
      .map((e) => `${e.record}: ${e.route}`);
    expect(incomplete).toEqual([]);
  });
});
