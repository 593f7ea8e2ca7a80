import {mkdtemp, readFile, readdir} from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  collectIndex,
  DEFAULT_LVL0,
  INDEX_DIR,
  MAX_CODE_CHARS,
  MAX_COMMAND_CHARS,
  MAX_CONTENT_CHARS,
  pageIndex,
  serializeIndex,
  unmark,
  writeIndexFiles,
} from '../records';
import {decodeIndex, type EncodedIndex} from '../../shared/format';

const SITE = join(__dirname, 'fixtures', 'site');
// pageRecords and collectRecords were merged into pageIndex and collectIndex.
const pageRecords = (html: string, url: string) => pageIndex(html, url).records;
const collectRecords = async (outDir: string, baseUrl: string, routes: readonly string[]) =>
  (await collectIndex(outDir, baseUrl, routes)).records;
const statePage = readFileSync(join(SITE, 'docs', 'build', 'state.html'), 'utf8');
const ROUTES = ['/', '/docs/build/state', '/docs/welcome', '/docs/missing', '/docs/welcome'];

describe('pageRecords', () => {
  const records = pageRecords(statePage, '/docs/build/state');

  it('gives one record per section in DocSearch shape, with the page facets', () => {
    expect(records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3])).toEqual([
      ['lvl1', '/docs/build/state', null, null],
      ['lvl2', '/docs/build/state#purpose', 'Purpose', null],
      ['lvl3', '/docs/build/state#deep', 'Purpose', 'Deep heading'],
      ['lvl2', '/docs/build/state#table', 'Parameters <T>', null],
      ['lvl3', '/docs/build/state#empty', 'Parameters <T>', 'Empty section'],
    ]);
    expect(records[0]).toEqual({
      objectID: '/docs/build/state#0',
      url: '/docs/build/state',
      url_without_anchor: '/docs/build/state',
      anchor: null,
      hierarchy: {
        lvl0: 'Build programs',
        lvl1: 'Exposing state',
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      content:
        "A program's state lives in its own memory & nobody reads it directly. This page describes gstd 1.10.",
      type: 'lvl1',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('keeps prose, lists and tables once each; drops code, labels, anchors and cards', () => {
    expect(records[1]?.content).toBe(
      'Frontends need data: balances, a game board, open orders. First item with a link Nested item Second item',
    );
    expect(records[3]?.content).toBe('Name Meaning amount Gas to reserve');
    const all = records.map((r) => r.content ?? '').join(' ');
    expect(all).not.toContain('msg::reply');
    expect(all).not.toContain('note');
    expect(all).not.toContain('Card text');
    expect(all).not.toContain('\u200b');
    expect(records[4]?.content).toBeNull();
  });

  it('keeps the TeX source of formulas, not their rendering', () => {
    expect(records[2]?.content).toBe('Under a skipped level; the formula r + 1 stays as TeX.');
  });

  it('falls back to a default section outside every sidebar category', () => {
    const welcome = pageRecords(readFileSync(join(SITE, 'docs', 'welcome.html'), 'utf8'), '/w');
    expect(welcome.map((r) => r.hierarchy.lvl0)).toEqual([DEFAULT_LVL0, DEFAULT_LVL0]);
  });

  it('gives nothing for pages without a doc article', () => {
    expect(pageRecords(readFileSync(join(SITE, 'index.html'), 'utf8'), '/')).toEqual([]);
    expect(pageRecords('', '/empty')).toEqual([]);
    expect(
      pageRecords('<article><div class="theme-doc-markdown"><p>no title</p></div></article>', '/x'),
    ).toEqual([]);
  });

  it('leaves out sections that only point to other pages, with their subsections', () => {
    const html = `<article><div class="theme-doc-markdown"><h1>Gas</h1><p>Intro.</p>
      <h2 id="limits">Limits</h2><p>Each block has a limit.</p>
      <h2 id="what-to-read-next">What to read next</h2><p>Vouchers pay for gas.</p>
      <h3 id="more">More</h3><p>Staking too.</p>
      <h2 id="see-also">See also</h2><p>Mailbox.</p>
      <h2 id="reservations">Reservations</h2><p>Gas kept for later.</p></div></article>`;
    const kept = pageRecords(html, '/gas');
    expect(kept.map((r) => r.anchor)).toEqual([null, 'limits', 'reservations']);
    expect(kept.map((r) => r.objectID)).toEqual(['/gas#0', '/gas#1', '/gas#2']);
    expect(kept.map((r) => r.content).join(' ')).not.toMatch(/Vouchers|Staking|Mailbox/);
  });

  it('caps very long sections at a word boundary', () => {
    const long = Array.from({length: 2000}, (_, i) => `word${i}`).join(' ');
    const html = `<article><div class="theme-doc-markdown"><h1>T</h1><p>${long}</p></div></article>`;
    const content = pageRecords(html, '/long')[0]?.content ?? '';
    expect(content.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
    expect(long.startsWith(content)).toBe(true);
    expect(long.charAt(content.length)).toBe(' ');
  });
});

describe('serializeIndex', () => {
  it('names the file after its content', () => {
    const records = pageRecords(statePage, '/docs/build/state');
    const first = serializeIndex(records);
    expect(first.fileName).toMatch(/^index\.[0-9a-f]{12}\.json$/);
    expect(serializeIndex(records)).toEqual(first);
    expect(serializeIndex(records.slice(0, 2)).fileName).not.toBe(first.fileName);
  });
});

describe('collectRecords', () => {
  it('reads the built HTML of each route once, in sorted order, skipping missing files', async () => {
    const records = await collectRecords(SITE, '/', ROUTES);
    expect([...new Set(records.map((r) => r.url_without_anchor))]).toEqual([
      '/docs/build/state',
      '/docs/welcome',
    ]);
    expect(records).toHaveLength(7);
  });
});

describe('writeIndexFiles', () => {
  it('writes the same hashed file and manifest on every run (deterministic)', async () => {
    const runs = [];
    for (let i = 0; i < 2; i++) {
      const out = await mkdtemp(join(tmpdir(), 'search-index-'));
      const manifest = await writeIndexFiles(out, await collectRecords(SITE, '/', ROUTES));
      const dir = join(out, INDEX_DIR);
      const files = (await readdir(dir)).sort();
      runs.push({
        manifest,
        files,
        index: await readFile(join(dir, manifest.index), 'utf8'),
        headings: await readFile(join(dir, manifest.headings ?? ''), 'utf8'),
        manifestText: await readFile(join(dir, 'manifest.json'), 'utf8'),
      });
    }
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[0]?.files).toEqual(
      [runs[0]?.manifest.index, runs[0]?.manifest.headings, 'manifest.json'].sort(),
    );
    expect(JSON.parse(runs[0]?.manifestText ?? '')).toEqual({
      version: 1,
      index: runs[0]?.manifest.index,
      headings: runs[0]?.manifest.headings,
      records: 7,
    });
    // The headings file: the same records without their text.
    const whole = decodeIndex(JSON.parse(runs[0]?.index ?? '') as EncodedIndex);
    const headings = decodeIndex(JSON.parse(runs[0]?.headings ?? '') as EncodedIndex);
    expect(headings).toEqual(whole.map((r) => ({...r, content: null})));
    expect(runs[0]?.headings.length).toBeLessThan(runs[0]?.index.length ?? 0);
  });
});

describe('pageIndex', () => {
  const html = `<html><head><meta name="keywords" content="node, dev node ,--dev">
    <meta name="description" content="Start a  local node for development."></head><body>
    <article><div class="theme-doc-markdown"><h1>Dev node</h1><p>Intro.</p>
    <h2 id="start">Start it</h2><p>Run this:</p>
    <div class="theme-code-block language-bash"><pre><code><span>./gear --dev</span>
</code></pre></div>
    <div class="theme-code-block language-rust"><pre><code>fn main() {}</code></pre></div>
    <div class="theme-code-block language-bash"><pre><code>${'x'.repeat(700)}</code></pre></div>
    <h2 id="next">Next</h2><p>Done.</p></div></article></body></html>`;

  it('keeps the page keywords and each section’s short shell command blocks, out of the text', () => {
    const page = pageIndex(html, '/docs/dev');
    expect(page.keywords).toEqual(['node', 'dev node', '--dev']);
    expect(page.commands).toEqual({'/docs/dev#1': ['./gear --dev']});
    expect(page.records.map((r) => r.content)).toEqual(['Intro.', 'Run this:', 'Done.']);
    expect(MAX_COMMAND_CHARS).toBeLessThan(700);
  });

  it('keeps each section’s first code block short enough to quote, in any language', () => {
    const page = pageIndex(html, '/docs/dev');
    expect(page.code).toEqual({'/docs/dev#1': ['bash', './gear --dev']});
    const long = html.replace('./gear --dev', 'y'.repeat(MAX_CODE_CHARS + 1));
    // Too long to quote: the next block is the first that can be shown.
    expect(pageIndex(long, '/docs/dev').code).toEqual({'/docs/dev#1': ['rust', 'fn main() {}']});
  });

  it('notes where each table row and cell starts in the text, which stays as it was', () => {
    const table = `<html><body><article><div class="theme-doc-markdown"><h1>Ports</h1>
      <p>Open these.</p><table><thead><tr><th>Port</th><th>Use</th></tr></thead>
      <tbody><tr><td>30333</td><td>Peers, <code>--port</code></td></tr>
      <tr><td>9944</td><td></td></tr></tbody></table><p>Keep 9944 closed.</p>
      </div></article></body></html>`;
    const page = pageIndex(table, '/docs/ports');
    const text = page.records[0]?.content ?? '';
    expect(text).toBe('Open these. Port Use 30333 Peers, --port 9944 Keep 9944 closed.');
    const rows = page.tables['/docs/ports#0']?.[0] ?? [];
    const cells = rows.map((r) => r.slice(0, -1).map((start, i) => text.slice(start, r[i + 1])));
    expect(cells.map((r) => r.map((c) => c.trim()))).toEqual([
      ['Port', 'Use'],
      ['30333', 'Peers, --port'],
      ['9944', ''],
    ]);
    // The same text as without the table marks.
    expect(unmark('a \u0001 \u0002 b \u0003 c')).toEqual({text: 'a b c', tables: [[[2, 3]]]});
  });

  it('keeps the page title and description as its summary, none without a description', () => {
    expect(pageIndex(html, '/docs/dev').summary).toEqual([
      'Dev node',
      'Start a local node for development.',
    ]);
    expect(pageIndex(html.replace(/<meta name="description"[^>]*>/, ''), '/docs/dev').summary).toBe(
      null,
    );
  });

  it('gives the same records as pageRecords', () => {
    expect(pageIndex(statePage, '/docs/build/state').records).toEqual(
      pageRecords(statePage, '/docs/build/state'),
    );
  });
});

describe('collectIndex', () => {
  it('writes a details file named in the manifest, the same on every run', async () => {
    const names = [];
    for (let i = 0; i < 2; i++) {
      const out = await mkdtemp(join(tmpdir(), 'search-details-'));
      const {records, details} = await collectIndex(SITE, '/', ROUTES);
      const manifest = await writeIndexFiles(out, records, details);
      expect(manifest.details).toMatch(/^details\.[0-9a-f]{12}\.json$/);
      const written = JSON.parse(
        await readFile(join(out, INDEX_DIR, manifest.details as string), 'utf8'),
      );
      expect(written).toEqual(details);
      expect(Object.keys(written)).toEqual([
        'version',
        'keywords',
        'commands',
        'summaries',
        'code',
        'tables',
      ]);
      names.push(manifest.details);
    }
    expect(names[1]).toBe(names[0]);
  });
});
