import {describe, expect, it} from 'vitest';
import {missingStylesheetUrls} from '../scripts/lib/stylesheetUrls.mjs';

describe('shipped stylesheets', () => {
  it('name only files the build has: every url() of build/**/*.css resolves', () => {
    expect(missingStylesheetUrls('build')).toEqual([]);
  });
});
