import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import deployPlugin, {DEPLOY_DIR} from '../index';
import {scriptHash} from '../scan';

const OPTIONS = {
  frameAncestors: "'self'",
  services: {},
  redirects: [{from: '/docs', to: '/docs/welcome'}],
};
const REDIRECT_PAGE = '<html><script>location.href="/docs/welcome"</script></html>';

let outDir = '';
afterEach(() => rmSync(outDir, {recursive: true, force: true}));

/** A fake build folder holding the given files. */
function build(files: Record<string, string>): string {
  outDir = mkdtempSync(path.join(tmpdir(), 'deploy-plugin-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    writeFileSync(path.join(outDir, file), text);
  }
  return outDir;
}

async function postBuild(plugin: Plugin, dir: string): Promise<void> {
  // postBuild reads only outDir; the other props are not used.
  await plugin.postBuild?.({outDir: dir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
}

describe('deployPlugin', () => {
  const plugin = deployPlugin({} as LoadContext, OPTIONS);

  it('writes the headers with every inline script hash and the redirects', async () => {
    const dir = build({
      'index.html': '<html><head><script>var a=1</script></head></html>',
      'docs/x.html': '<html><body><script>var a=1</script><script>var b=2</script></body></html>',
      'docs/index.html': REDIRECT_PAGE,
    });
    await postBuild(plugin, dir);
    const data = JSON.parse(readFileSync(path.join(dir, DEPLOY_DIR, 'headers.json'), 'utf8'));
    expect(data.scriptHashes).toEqual(
      [
        scriptHash('var a=1'),
        scriptHash('var b=2'),
        scriptHash('location.href="/docs/welcome"'),
      ].sort(),
    );
    expect(data.htmlFiles).toBe(3);
    expect(data.headers['X-Frame-Options']).toBe('SAMEORIGIN');
    const conf = readFileSync(path.join(dir, DEPLOY_DIR, 'nginx.conf'), 'utf8');
    expect(conf).toContain(`'${scriptHash('var b=2')}'`);
    expect(conf).toContain('location = /docs { return 301 /docs/welcome$is_args$args; }');
  });

  it('waits for the redirect pages that another plugin writes at the same time', async () => {
    const dir = build({'index.html': '<html></html>'});
    setTimeout(() => {
      mkdirSync(path.join(dir, 'docs'));
      writeFileSync(path.join(dir, 'docs/index.html'), REDIRECT_PAGE);
    }, 200);
    await postBuild(plugin, dir);
    const data = JSON.parse(readFileSync(path.join(dir, DEPLOY_DIR, 'headers.json'), 'utf8'));
    expect(data.scriptHashes).toEqual([scriptHash('location.href="/docs/welcome"')]);
  });

  it('fails the build, naming the file, on markup the CSP would block', async () => {
    const dir = build({'docs/index.html': REDIRECT_PAGE, 'a.html': '<img src=x onerror="go()">'});
    const failure = postBuild(plugin, dir);
    await expect(failure).rejects.toThrow(/could not write \.deploy/);
    await expect(failure).rejects.toSatisfy((e: Error) =>
      String((e.cause as Error).message).includes('a.html: <img onerror>'),
    );
  });

  it('refuses a bad FRAME_ANCESTORS when the config loads', () => {
    expect(() =>
      deployPlugin({} as LoadContext, {...OPTIONS, frameAncestors: 'evil.example'}),
    ).toThrow(/FRAME_ANCESTORS has an invalid entry/);
  });
});
