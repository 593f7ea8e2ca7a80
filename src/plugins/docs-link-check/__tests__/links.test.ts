import {describe, expect, it} from 'vitest';
import {findBrokenLinks, formatBrokenLinks, normalizeRoute} from '../links';

const known = new Set(['/docs/welcome', '/docs/build/gstd/mailbox', '/docs']);

describe('normalizeRoute', () => {
  it('ignores case and trailing slashes', () => {
    expect(normalizeRoute('/docs/About/')).toBe('/docs/about');
    expect(normalizeRoute('/')).toBe('/');
  });
});

describe('findBrokenLinks', () => {
  it('reports a broken markdown link with its line', () => {
    const source = ['# T', '', 'See [mail](/docs/build/gstd/mailbox) and [x](/docs/nope#a).'].join(
      '\n',
    );
    expect(findBrokenLinks('docs/a.md', source, known, '/docs')).toEqual([
      {file: 'docs/a.md', line: 3, link: '/docs/nope'},
    ]);
  });

  it('accepts anchors, queries, titles, trailing slashes and other casing', () => {
    const source =
      '[a](/docs/welcome#top) [b](/docs/welcome?x=1) [c](/docs/welcome/ "t") [d](/DOCS/Welcome)';
    expect(findBrokenLinks('docs/a.md', source, known, '/docs')).toEqual([]);
  });

  it('checks JSX href and to attributes', () => {
    const source = '<Link to="/docs/missing">x</Link>\n<a href="/docs/welcome">y</a>';
    expect(findBrokenLinks('docs/a.mdx', source, known, '/docs')).toEqual([
      {file: 'docs/a.mdx', line: 1, link: '/docs/missing'},
    ]);
  });

  it('skips fenced code and inline code', () => {
    const source = [
      '```md',
      '[x](/docs/in-a-sample)',
      '```',
      'Use `[x](/docs/inline)` in text.',
      '~~~',
      '[y](/docs/tilde)',
      '~~~',
    ].join('\n');
    expect(findBrokenLinks('docs/a.md', source, known, '/docs')).toEqual([]);
  });

  it('leaves links outside the prefix to the site-wide check', () => {
    expect(
      findBrokenLinks(
        'docs/a.md',
        '[s](/search) [d](/docsy) [e](https://x.io/docs/y)',
        known,
        '/docs',
      ),
    ).toEqual([]);
  });
});

describe('formatBrokenLinks', () => {
  it('names file and line of each link', () => {
    expect(formatBrokenLinks([{file: 'docs/a.md', line: 3, link: '/docs/nope'}])).toBe(
      'Broken links: 1 link(s) in the docs point to routes that do not exist.\n  docs/a.md:3: /docs/nope',
    );
  });
});
