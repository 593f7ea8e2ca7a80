// Markup the site would print as text: an admonition titled the MDX 1 way
// (`:::note Title`) is not a directive once mdx1Compat is off, so the page
// would show ":::note Title" to readers. The title goes in brackets.
import {describe, expect, it} from 'vitest';
import {join} from 'node:path';
import {findAll, readPages} from '../pages.mjs';

const pages = readPages(join(__dirname, '..', '..', '..'));

describe('page markup', () => {
  it('titles admonitions in brackets', () => {
    const found = pages.flatMap((page) =>
      findAll(page.text, /^:::(note|tip|info|warning|danger|caution|important) +\S.*$/gm).map(
        ({line, match}) => `${page.file}:${line}: ${match} (write :::kind[Title])`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('keeps every line of an indented code block inside its list item', () => {
    // A line less indented than its fence ends the list item, and with it the code block: the
    // rest of the page then renders as one code block (a build does not notice).
    const found: string[] = [];
    for (const page of pages) {
      let fence: {indent: number; marker: string} | null = null;
      page.text.split('\n').forEach((line, i) => {
        const open = /^( *)(`{3,}|~{3,})/.exec(line);
        if (!fence) {
          if (open) fence = {indent: open[1]!.length, marker: open[2]!};
        } else if (open && open[2]!.startsWith(fence.marker) && line.trim() === open[2]) {
          fence = null;
        } else if (line.trim() !== '' && line.length - line.trimStart().length < fence.indent) {
          found.push(`${page.file}:${i + 1}: outdented from its fence: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it('keeps writing notes out of the text readers see', () => {
    // How a page was written ("in our own words") is not something to tell the reader.
    const found = pages.flatMap((page) =>
      findAll(page.text, /\bin\s+(our|your|my)\s+own\s+words\b/gi).map(
        ({line, match}) => `${page.file}:${line}: "${match}"`,
      ),
    );
    expect(found).toEqual([]);
  });
});
