import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {getVcsPreset} from '@docusaurus/utils';
import {vcsWithFallback} from '../vcsWithFallback';

describe('vcsWithFallback', () => {
  it('reads the last commit of a tracked file from git (a shallow clone has one)', async () => {
    const warnings: string[] = [];
    const vcs = vcsWithFallback(getVcsPreset('git-ad-hoc'), (m) => warnings.push(m));
    vcs.initialize({siteDir: resolve('.')});
    const info = await vcs.getFileLastUpdateInfo(resolve('package.json'));
    expect(info?.timestamp).toBeGreaterThan(Date.UTC(2020, 0, 1));
    expect(warnings).toEqual([]);
  });

  it('leaves files undated, with one warning, outside any git worktree', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-git-'));
    const file = join(dir, 'page.md');
    writeFileSync(file, '# Page\n');
    const warnings: string[] = [];
    const vcs = vcsWithFallback(getVcsPreset('git-ad-hoc'), (m) => warnings.push(m));
    vcs.initialize({siteDir: dir});
    await expect(vcs.getFileLastUpdateInfo(file)).resolves.toBeNull();
    await expect(vcs.getFileCreationInfo(file)).resolves.toBeNull();
    expect(warnings).toEqual([
      'Pages are built without last-updated dates: An error occurred when trying to get the file last update date from Git: ' +
        'Command failed with exit code 128: git -c log.showSignature=false log --format=RESULT:%ct,%an --max-count=1 -- "page.md"',
    ]);
  });
});
