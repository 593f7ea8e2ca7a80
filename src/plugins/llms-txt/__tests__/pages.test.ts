import {describe, expect, it} from 'vitest';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {
  cardsOf,
  listPages,
  markdownPath,
  markdownUrl,
  renderLlmsFull,
  renderLlmsTxt,
  type Site,
} from '../pages';

type Version = Pick<LoadedVersion, 'docs' | 'sidebars'>;

function doc(id: string, permalink: string, description = `About ${id}.`) {
  const name = id.replace(/^.*\//, '');
  return {
    id,
    title: name[0]!.toUpperCase() + name.slice(1),
    description,
    permalink,
    source: `@site/docs/${id}.md`,
  } as Version['docs'][number];
}

// A sidebar shaped like the site's: top-level pages around categories, a
// category with its own page, one without, and a doc outside the sidebar.
const version: Version = {
  docs: [
    doc('welcome', '/docs/welcome'),
    doc('build', '/docs/build/'),
    doc('build/gstd', '/docs/build/gstd'),
    doc('build/mailbox', '/docs/build/mailbox'),
    doc('general/web3', '/docs/general/web3'),
    doc('tokenomics', '/docs/tokenomics', ''),
    doc('hidden', '/docs/hidden'),
  ],
  sidebars: {
    tutorialSidebar: [
      {type: 'doc', id: 'welcome'},
      {
        type: 'category',
        label: 'Build programs',
        collapsed: true,
        collapsible: true,
        link: {type: 'doc', id: 'build'},
        items: [
          {
            type: 'category',
            label: 'gstd',
            collapsed: true,
            collapsible: true,
            link: {type: 'doc', id: 'build/gstd'},
            items: [{type: 'doc', id: 'build/mailbox'}],
          },
          {
            type: 'category',
            label: 'Primers',
            collapsed: true,
            collapsible: true,
            items: [{type: 'doc', id: 'general/web3'}],
          },
          {type: 'link', label: 'Crate', href: 'https://docs.rs/gstd'},
        ],
      },
      {type: 'doc', id: 'tokenomics'},
    ],
  } as Version['sidebars'],
};

const site: Site = {
  title: 'Docs Portal',
  summary: 'Everything in one place.',
  origin: 'https://wiki.example',
  siteUrl: 'https://wiki.example',
};

describe('listPages', () => {
  it('lists pages in sidebar order with their section, index pages with their cards', () => {
    const pages = listPages(version);
    expect(pages.map((p) => [p.permalink, p.section])).toEqual([
      ['/docs/welcome', 'Overview'],
      ['/docs/build', 'Build programs'],
      ['/docs/build/gstd', 'Build programs'],
      ['/docs/build/mailbox', 'Build programs'],
      ['/docs/general/web3', 'Build programs'],
      ['/docs/tokenomics', 'Overview'],
      ['/docs/hidden', 'Other pages'],
    ]);
    expect(pages[1]!.children).toEqual([
      {title: 'gstd', description: 'About build/gstd.', permalink: '/docs/build/gstd'},
      {title: 'Primers', description: '1 page: Web3', permalink: '/docs/general/web3'},
    ]);
    expect(pages[0]!.children).toEqual([]);
  });
});

describe('cardsOf', () => {
  it('gives absolute URLs', () => {
    const gstd = listPages(version)[2]!;
    expect(cardsOf(gstd, 'https://wiki.example')).toEqual([
      {
        title: 'Mailbox',
        description: 'About build/mailbox.',
        url: 'https://wiki.example/docs/build/mailbox',
      },
    ]);
  });
});

describe('markdownPath', () => {
  it('maps a route to its file in the build, under the base URL', () => {
    expect(markdownPath('/docs/about')).toBe('docs/about.md');
    expect(markdownPath('/docs/examples/archive/')).toBe('docs/examples/archive.md');
    expect(markdownPath('/wiki/docs/about', '/wiki/')).toBe('docs/about.md');
    expect(markdownPath('/')).toBe('index.md');
  });
});

describe('markdownUrl', () => {
  it('is the page URL with .md', () => {
    expect(markdownUrl('/docs/about', 'https://wiki.example')).toBe(
      'https://wiki.example/docs/about.md',
    );
  });
});

describe('renderLlmsTxt', () => {
  it('writes title, summary and one line per page grouped by section, top level first', () => {
    expect(renderLlmsTxt(site, listPages(version))).toBe(
      [
        '# Docs Portal',
        '',
        '> Everything in one place.',
        '',
        'Every page below is Markdown: add `.md` to any docs URL to get the page as Markdown. All pages in one file: https://wiki.example/llms-full.txt',
        '',
        '## Overview',
        '',
        '- [Welcome](https://wiki.example/docs/welcome.md): About welcome.',
        '- [Tokenomics](https://wiki.example/docs/tokenomics.md)',
        '',
        '## Build programs',
        '',
        '- [Build](https://wiki.example/docs/build.md): About build.',
        '- [Gstd](https://wiki.example/docs/build/gstd.md): About build/gstd.',
        '- [Mailbox](https://wiki.example/docs/build/mailbox.md): About build/mailbox.',
        '- [Web3](https://wiki.example/docs/general/web3.md): About general/web3.',
        '',
        '## Other pages',
        '',
        '- [Hidden](https://wiki.example/docs/hidden.md): About hidden.',
        '',
      ].join('\n'),
    );
  });
});

describe('renderLlmsTxt with a release set', () => {
  it('states the versions the docs describe under the summary', () => {
    const text = renderLlmsTxt({...site, releaseSet: 'These docs describe: x 1.0.'}, []);
    expect(text).toContain('llms-full.txt\n\nThese docs describe: x 1.0.\n');
  });
});

describe('renderLlmsFull', () => {
  it('joins the pages in order, each after its source URL', () => {
    expect(
      renderLlmsFull(site, [
        {permalink: '/docs/a', markdown: '# A\n\nText.\n'},
        {permalink: '/docs/b', markdown: '# B\n'},
      ]),
    ).toBe(
      [
        '# Docs Portal\n\n> Everything in one place.\n',
        'Source: https://wiki.example/docs/a\n\n# A\n\nText.\n',
        'Source: https://wiki.example/docs/b\n\n# B\n',
      ].join('\n---\n\n'),
    );
  });
});
