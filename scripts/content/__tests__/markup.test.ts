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
