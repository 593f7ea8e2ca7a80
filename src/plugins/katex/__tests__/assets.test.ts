import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {katexAssetFiles} from '../index';
import {stylesheetUrls} from '../../../../scripts/lib/stylesheetUrls.mjs';

describe('katexAssetFiles', () => {
  it('lists the stylesheet first, then fonts only', () => {
    const files = katexAssetFiles();
    expect(files[0]?.name).toBe('katex.min.css');
    expect(files.length).toBeGreaterThan(10);
    expect(files.slice(1).every((f) => /^fonts\/KaTeX_.*\.(woff2|woff|ttf)$/.test(f.name))).toBe(
      true,
    );
  });

  it('holds every file the stylesheet names', () => {
    const [sheet, ...fonts] = katexAssetFiles();
    const named = stylesheetUrls(readFileSync(sheet!.file, 'utf8'));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((url) => !fonts.some((f) => f.name === url))).toEqual([]);
  });
});
