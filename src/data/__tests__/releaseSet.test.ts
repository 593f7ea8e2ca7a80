import {describe, expect, it} from 'vitest';
import {RELEASE_SET, releaseSetLine, releaseValues} from '../releaseSet';

describe('RELEASE_SET', () => {
  it('carries the value and the newer releases of its entry in release.json', () => {
    for (const item of RELEASE_SET) {
      const entry = releaseValues[item.key];
      expect(entry, item.key).toBeDefined();
      expect(item.value, item.key).toBe(entry!.value);
      expect(item.newer, item.key).toBe(entry!.newer);
    }
  });
});

describe('releaseSetLine', () => {
  it('names each version of the release set with its value', () => {
    const line = releaseSetLine();
    expect(line).toMatch(/^These docs describe: /);
    for (const key of ['gearVersion', 'sailsRs', 'sailsCli', 'gearJsApi', 'sailsJs']) {
      expect(line).toContain(releaseValues[key]!.value);
    }
  });
});
