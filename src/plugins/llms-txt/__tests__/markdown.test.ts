import {describe, expect, it} from 'vitest';
import {toCleanMarkdown, type ConvertContext} from '../markdown';

const context: ConvertContext = {
  pageUrl: 'https://wiki.example/docs/build/gstd/mailbox',
  siteUrl: 'https://wiki.example',
  origin: 'https://wiki.example',
  resolveDocFile: (href) =>
    href === './gas-reservation.md' ? '/docs/build/gstd/gas-reservation' : undefined,
  cards: [
    {title: 'Codec', description: 'How messages are encoded.', url: 'https://wiki.example/docs/c'},
    {title: 'State', description: '', url: 'https://wiki.example/docs/s'},
  ],
};
const page = {title: 'Mailbox', description: 'Where replies wait for a user.'};

function convert(lines: string[]): string {
  return toCleanMarkdown(lines.join('\n'), page, context);
}

describe('toCleanMarkdown', () => {
  it('drops front matter, imports, exports and expressions and opens with title and description', () => {
    expect(
      convert([
        '---',
        'title: Mailbox',
        '---',
        '',
        "import DocCardList from '@theme/DocCardList';",
        'export const answer = 42;',
        '',
        '{/* a note for writers */}',
        '',
        "Text with {answer} in it, and a literal {'<'} kept.",
      ]),
    ).toBe(
      '# Mailbox\n\n> Where replies wait for a user.\n\nText with  in it, and a literal < kept.\n',
    );
  });

  it('keeps a heading 1 of the page instead of adding the title', () => {
    expect(convert(['# Own title', '', 'Body.'])).toBe('# Own title\n\nBody.\n');
  });

  it('turns <DocCardList /> into a list of the child pages', () => {
    expect(convert(['Intro.', '', '<DocCardList />'])).toBe(
      [
        '# Mailbox',
        '',
        '> Where replies wait for a user.',
        '',
        'Intro.',
        '',
        '- [Codec](https://wiki.example/docs/c): How messages are encoded.',
        '- [State](https://wiki.example/docs/s)',
        '',
      ].join('\n'),
    );
  });

  it('keeps code blocks as written, language and meta included, also inside lists', () => {
    const out = convert([
      '```rust title="src/lib.rs"',
      'fn main() {',
      '    let x = "<div>{}</div>";',
      '}',
      '```',
      '',
      '1. Run:',
      '',
      '   ```bash',
      '   cargo build --release',
      '   ```',
    ]);
    expect(out).toContain(
      '```rust title="src/lib.rs"\nfn main() {\n    let x = "<div>{}</div>";\n}\n```',
    );
    expect(out).toContain('1. Run:\n\n   ```bash\n   cargo build --release\n   ```');
  });

  it('turns admonitions into blockquotes that name their kind and title', () => {
    expect(convert([':::warning[Gas runs out]', '', 'Reserve **gas** first.', '', ':::'])).toBe(
      '# Mailbox\n\n> Where replies wait for a user.\n\n> **Warning: Gas runs out**\n>\n> Reserve **gas** first.\n',
    );
    expect(convert([':::tip', 'Short.', ':::'])).toContain('> **Tip**\n>\n> Short.\n');
  });

  it('reads `:::note Title` as a titled admonition when the site does', () => {
    const source = [':::note Version', 'gstd 1.10.', ':::'].join('\n');
    expect(toCleanMarkdown(source, page, {...context, admonitionTitles: true})).toContain(
      '> **Note: Version**\n>\n> gstd 1.10.\n',
    );
    expect(toCleanMarkdown(source, page, context)).toContain(':::note Version\ngstd 1.10.\n:::');
  });

  it('makes links and images absolute and resolves doc file links', () => {
    const out = convert([
      '[Reservations](./gas-reservation.md#limits), [API](/docs/api), [here](#claim),',
      '[crate](https://docs.rs/gstd), [sibling](state) and ![Logo](/img/logo.svg).',
    ]);
    expect(out).toContain(
      '[Reservations](https://wiki.example/docs/build/gstd/gas-reservation#limits), ' +
        '[API](https://wiki.example/docs/api), ' +
        '[here](https://wiki.example/docs/build/gstd/mailbox#claim),\n' +
        '[crate](https://docs.rs/gstd), ' +
        '[sibling](https://wiki.example/docs/build/gstd/state) and ' +
        '![Logo](https://wiki.example/img/logo.svg).',
    );
  });

  it('unwraps other JSX elements and keeps tables, math and colons in text', () => {
    const out = convert([
      '<details>',
      '<summary>More</summary>',
      '',
      'Hidden *detail*.',
      '',
      '</details>',
      '',
      '| a | b |',
      '| --- | --- |',
      '| 1 | $x^2$ |',
      '',
      '$$',
      'E = mc^2',
      '$$',
      '',
      'Meet at 10:30, see note:important.',
    ]);
    expect(out).toBe(
      [
        '# Mailbox',
        '',
        '> Where replies wait for a user.',
        '',
        'More',
        '',
        'Hidden _detail_.',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | $x^2$ |',
        '',
        '$$',
        'E = mc^2',
        '$$',
        '',
        'Meet at 10:30, see note:important.',
        '',
      ].join('\n'),
    );
  });
});
