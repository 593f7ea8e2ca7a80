import {existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
// The same commander Docusaurus hands to extendCli.
import {Command, type CommanderStatic} from 'commander';
import {afterEach, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import serverConfigPlugin, {COMMAND, SERVER_DIR} from '../index';
import {scriptHash} from '../scan';

const OPTIONS = {
  frameAncestors: "'self'",
  services: {},
  redirects: [{from: '/docs', to: '/docs/welcome'}],
};
const REDIRECT_PAGE = '<html><script>location.href="/docs/welcome"</script></html>';

let outDir = '';
let siteDir = '';
afterEach(() => {
  rmSync(outDir, {recursive: true, force: true});
  if (siteDir) rmSync(siteDir, {recursive: true, force: true});
  siteDir = '';
});

/** A fake finished build holding the given files. */
function build(files: Record<string, string>): string {
  outDir = mkdtempSync(path.join(tmpdir(), 'server-config-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    writeFileSync(path.join(outDir, file), text);
  }
  return outDir;
}

/** Runs the plugin's CLI command the way `docusaurus server-config --out-dir <dir>` does. */
async function runCommand(dir: string, options = OPTIONS): Promise<void> {
  // The site folder holds the compression cache (node_modules/.cache).
  siteDir ||= mkdtempSync(path.join(tmpdir(), 'server-config-site-'));
  const context = {siteDir, outDir: path.join(siteDir, 'build')} as LoadContext;
  const cli = new Command().exitOverride();
  // extendCli is typed with commander's static export; a fresh Command has every method it calls.
  serverConfigPlugin(context, options).extendCli?.(cli as unknown as CommanderStatic);
  await cli.parseAsync(['node', 'docusaurus', COMMAND, '--out-dir', dir]);
}

describe('serverConfigPlugin', () => {
  it('writes the headers with every inline script hash and the redirects', async () => {
    const dir = build({
      'index.html': '<html><head><script>var a=1</script></head></html>',
      'docs/x.html': '<html><body><script>var a=1</script><script>var b=2</script></body></html>',
      'docs/index.html': REDIRECT_PAGE,
    });
    await runCommand(dir);
    const data = JSON.parse(readFileSync(path.join(dir, SERVER_DIR, 'headers.json'), 'utf8'));
    expect(data.scriptHashes).toEqual(
      [
        scriptHash('var a=1'),
        scriptHash('var b=2'),
        scriptHash('location.href="/docs/welcome"'),
      ].sort(),
    );
    expect(data.htmlFiles).toBe(3);
    expect(data.headers['X-Frame-Options']).toBe('SAMEORIGIN');
    const conf = readFileSync(path.join(dir, SERVER_DIR, 'nginx.conf'), 'utf8');
    expect(conf).toContain(`'${scriptHash('var b=2')}'`);
    expect(conf).toContain('location = /docs { return 301 /docs/welcome$is_args$args; }');
  });

  it('gzips and brotlis the files other plugins wrote after the pages: index, llms files, sitemap', async () => {
    const text = 'some words of text\n'.repeat(100);
    const dir = build({
      'index.html': `<html>${text}</html>`,
      'search-index/index.0123abcd.json': JSON.stringify({text}),
      'llms.txt': text,
      'docs/x.md': text,
      'sitemap.xml': `<urlset>${text}</urlset>`,
    });
    await runCommand(dir);
    for (const file of [
      'index.html',
      'search-index/index.0123abcd.json',
      'llms.txt',
      'docs/x.md',
      'sitemap.xml',
    ]) {
      expect(existsSync(path.join(dir, `${file}.gz`)), file).toBe(true);
      expect(existsSync(path.join(dir, `${file}.br`)), file).toBe(true);
    }
    expect(existsSync(path.join(dir, SERVER_DIR, 'headers.json.gz'))).toBe(false);
    expect(existsSync(path.join(dir, SERVER_DIR, 'headers.json.br'))).toBe(false);
    // Run again on its own output (a second `server-config`): no .gz.br or .br.gz.
    await runCommand(dir);
    expect(existsSync(path.join(dir, 'llms.txt.gz.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'llms.txt.br.gz'))).toBe(false);
  });

  it('fails, naming the file, on markup the CSP would block', async () => {
    const dir = build({'docs/index.html': REDIRECT_PAGE, 'a.html': '<img src=x onerror="go()">'});
    const failure = runCommand(dir);
    await expect(failure).rejects.toThrow(/could not write \.deploy/);
    await expect(failure).rejects.toSatisfy((e: Error) =>
      String((e.cause as Error).message).includes('a.html: <img onerror>'),
    );
  });

  it('refuses a bad FRAME_ANCESTORS when the config loads', () => {
    expect(() =>
      serverConfigPlugin({} as LoadContext, {...OPTIONS, frameAncestors: 'evil.example'}),
    ).toThrow(/FRAME_ANCESTORS has an invalid entry/);
  });
});
