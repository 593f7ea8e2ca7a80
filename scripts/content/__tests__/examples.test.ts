// Every example page teaches its program in code: an interface (Sails IDL or
// gstd message enums), Rust of our own, a TypeScript call and the commands to
// build and run it.
import {describe, expect, it} from 'vitest';
import {examplePages} from '../examples.mjs';

const pages = examplePages();

describe('example pages', () => {
  it('are all found', () => {
    expect(pages.length).toBe(43);
  });

  it('each carry an interface, Rust, TypeScript and command block', () => {
    const short = pages
      .filter((page) => !page.overview)
      .filter(
        (page) =>
          page.blocks < 4 ||
          page.kinds.interface === 0 ||
          page.kinds.rust === 0 ||
          page.kinds.ts === 0 ||
          page.kinds.commands === 0,
      )
      .map((page) => `${page.file}: ${JSON.stringify(page.kinds)}`);
    expect(short).toEqual([]);
  });

  it('together hold at least 4,000 lines of code', () => {
    expect(pages.reduce((n, page) => n + page.lines, 0)).toBeGreaterThanOrEqual(4000);
  });
});
