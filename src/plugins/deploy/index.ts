/**
 * Writes what a web server needs to serve this exact build, into
 * `build/.deploy/` (not published: the nginx rules answer dot-folders with 404):
 *
 * - `nginx.conf`: an include with the security headers, whose CSP lists the
 *   sha256 of every inline script the build emitted, and the redirects as 301s;
 * - `headers.json`: the same headers and redirects as data, for other hosts;
 *
 * and, beside each text file of the build, its gzip (`x.js.gz`) for gzip_static.
 *
 * Why inside the build and not in deploy/: the hashes belong to one build. A
 * build folder that carries its own headers cannot be deployed with the
 * policy of another build, which would block the colour-mode script.
 */
import {readFile, readdir, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {precompress} from './compress';
import {parseFrameAncestors, securityHeaders, serviceSources, type Services} from './csp';
import {renderNginxInclude, type Redirect} from './nginx';
import {scanHtml, scriptHash} from './scan';

export type Options = {
  /** Who may frame the pages: CSP frame-ancestors sources, space- or comma-separated. */
  readonly frameAncestors: string;
  /** The optional hosted services that are switched on: their hosts join the CSP. */
  readonly services: Services;
  /** The site's redirects (the same list the client-redirects plugin gets). */
  readonly redirects: readonly Redirect[];
};

/** The folder, inside the build, that holds the generated server files. */
export const DEPLOY_DIR = '.deploy';

/** The build's files (not folders), without the generated ones, sorted. */
async function buildFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(DEPLOY_DIR) && !file.endsWith('.gz'))
    .sort();
}

/**
 * postBuild hooks of all plugins run at the same time, and client-redirects
 * writes its pages (with an inline script to hash) from its own postBuild.
 * Wait until each of them is complete before reading the build.
 */
async function waitForRedirectPages(outDir: string, redirects: readonly Redirect[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (const {from} of redirects) {
    const file = path.join(outDir, from, 'index.html');
    for (;;) {
      const text = await readFile(file, 'utf8').catch(() => '');
      if (text.includes('</html>')) break;
      if (Date.now() > deadline) throw new Error(`the redirect page ${file} was never written`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export default function deployPlugin(_context: LoadContext, options: Options): Plugin {
  // Checked when the config loads, so a bad value stops the build at once.
  const frameAncestors = parseFrameAncestors(options.frameAncestors);
  const extra = serviceSources(options.services);
  return {
    name: 'deploy',
    async postBuild({outDir}) {
      try {
        await waitForRedirectPages(outDir, options.redirects);
        const hashes = new Set<string>();
        const blocked: string[] = [];
        const files = await buildFiles(outDir);
        const pages = files.filter((file) => file.endsWith('.html'));
        for (const file of pages) {
          const facts = scanHtml(await readFile(path.join(outDir, file), 'utf8'));
          facts.inlineScripts.forEach((script) => hashes.add(scriptHash(script)));
          blocked.push(...facts.blocked.map((what) => `${file}: ${what}`));
        }
        if (blocked.length > 0) {
          throw new Error(
            `markup that the Content-Security-Policy would block (move it into a script file):\n` +
              blocked.join('\n'),
          );
        }
        const scriptHashes = [...hashes].sort();
        const headers = securityHeaders({scriptHashes, frameAncestors, extra});
        const dir = path.join(outDir, DEPLOY_DIR);
        await mkdir(dir, {recursive: true});
        await writeFile(
          path.join(dir, 'nginx.conf'),
          renderNginxInclude(headers, options.redirects),
        );
        await writeFile(
          path.join(dir, 'headers.json'),
          `${JSON.stringify({headers, scriptHashes, redirects: options.redirects, htmlFiles: pages.length}, null, 2)}\n`,
        );
        await precompress(outDir, files);
      } catch (error) {
        throw new Error(`deploy plugin: could not write ${DEPLOY_DIR}/ for the server`, {
          cause: error,
        });
      }
    },
  };
}
