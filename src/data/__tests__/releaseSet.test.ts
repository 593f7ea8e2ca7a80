import {describe, expect, it} from 'vitest';
import {releaseSetLine, releaseValues} from '../releaseSet';

describe('releaseSetLine', () => {
  it('names each version of the release set with its value', () => {
    const line = releaseSetLine();
    expect(line).toMatch(/^These docs describe: /);
    for (const key of ['gearVersion', 'sailsRs', 'sailsCli', 'gearJsApi', 'sailsJs']) {
      expect(line).toContain(releaseValues[key]!.value);
    }
  });
});
