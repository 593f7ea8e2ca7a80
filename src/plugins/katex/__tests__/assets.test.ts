import {describe, expect, it} from 'vitest';
import {katexAssetFiles} from '../index';

describe('katexAssetFiles', () => {
  it('lists the stylesheet first, then woff2 fonts only', () => {
    const files = katexAssetFiles();
    expect(files[0]?.name).toBe('katex.min.css');
    expect(files.length).toBeGreaterThan(10);
    expect(files.slice(1).every((f) => /^fonts\/KaTeX_.*\.woff2$/.test(f.name))).toBe(true);
  });
});
