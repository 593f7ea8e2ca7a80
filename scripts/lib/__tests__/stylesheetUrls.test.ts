import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {missingStylesheetUrls, stylesheetUrls} from '../stylesheetUrls.mjs';

describe('stylesheetUrls', () => {
  it('reads every url(), quoted or not, and none from comments or strings', () => {
    const css =
      '@font-face{src:url(fonts/a.woff2) format("woff2"),url("fonts/a b.ttf")}' +
      '/* url(comment.png) */ .x{content:"url(text)";background:url(\'/img/x.svg#f\')}';
    expect(stylesheetUrls(css)).toEqual(['fonts/a.woff2', 'fonts/a b.ttf', '/img/x.svg#f']);
  });
});

describe('missingStylesheetUrls', () => {
  let root = '';
  afterEach(() => rmSync(root, {recursive: true, force: true}));

  /** A build folder with these files. */
  function build(files: Record<string, string>): string {
    root = mkdtempSync(path.join(tmpdir(), 'stylesheet-urls-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
      writeFileSync(path.join(root, name), text);
    }
    return root;
  }

  it('accepts relative and root paths to files the build has, inline data and fragments', () => {
    const dir = build({
      'assets/katex/katex.min.css':
        '@font-face{src:url(fonts/K.woff2),url(fonts/K%20B.woff)} a{background:url(/img/a.svg?v=1#x)}' +
        ' b{background:url(data:image/svg+xml;base64,AA==);filter:url(#blur)}',
      'assets/katex/fonts/K.woff2': '',
      'assets/katex/fonts/K B.woff': '',
      'img/a.svg': '<svg/>',
    });
    expect(missingStylesheetUrls(dir)).toEqual([]);
  });

  it('names each stylesheet and url that the build lacks, another host included', () => {
    const dir = build({
      'assets/css/styles.css':
        '@font-face{src:url(fonts/K.woff2),url(fonts/K.ttf)} a{background:url(https://cdn.example/x.png)}',
      'assets/css/fonts/K.woff2': '',
      'assets/css/other.css': 'a{background:url(../../../outside.png)}',
    });
    expect(missingStylesheetUrls(dir)).toEqual([
      'assets/css/other.css: ../../../outside.png',
      'assets/css/styles.css: fonts/K.ttf',
      'assets/css/styles.css: https://cdn.example/x.png: another host',
    ]);
  });
});
