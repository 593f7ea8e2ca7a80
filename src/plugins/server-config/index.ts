/**
 * The server configuration of one finished build, written by an explicit step
 * after `docusaurus build` (`docusaurus server-config`, which `npm run build`
 * runs): every other plugin's postBuild output (search index, llms files,
 * sitemap, redirect pages) is complete by then, so nothing waits or polls.
 *
 * Into `build/.deploy/` (not published: the nginx rules answer dot-paths with 404):
 * - `nginx.conf`: an include with the security headers, whose CSP lists the
 *   sha256 of every inline script the build emitted, and the redirects as 301s;
 * - `headers.json`: the same headers and redirects as data, for other hosts;
 * and beside each compressible file of the build its gzip (`x.js.gz`) and brotli
 * (`x.js.br`) forms, for nginx's gzip_static and brotli_static.
 *
 * Inside the build, not in deploy/: the hashes belong to one build, so a
 * build folder carries the policy that fits its own pages.
 */
import {readFile, readdir, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ENCODINGS, precompress} from './compress';
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
export const SERVER_DIR = '.deploy';
/** The CLI command that writes them, after `docusaurus build`. */
export const COMMAND = 'server-config';

/** What the step needs, checked when the config loads. */
type Settings = {
  readonly frameAncestors: readonly string[];
  readonly extra: ReturnType<typeof serviceSources>;
  readonly redirects: readonly Redirect[];
};

/** The build's files (not folders), without the generated ones, sorted. */
async function buildFiles(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .filter(
      (file) => !file.startsWith(SERVER_DIR) && !ENCODINGS.some((suffix) => file.endsWith(suffix)),
    )
    .sort();
}

/** The sha256 of every inline script of the pages; fails on markup a strict CSP blocks. */
async function inlineScriptHashes(outDir: string, pages: readonly string[]): Promise<string[]> {
  const hashes = new Set<string>();
  const blocked: string[] = [];
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
  return [...hashes].sort();
}

/** Where the compressed forms of the last build are kept for the next one. */
export function compressionCacheDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '.cache', 'server-config');
}

/** Writes `.deploy/` and the .gz and .br files for the finished build in `outDir`. */
export async function writeServerConfig(
  outDir: string,
  settings: Settings,
  cacheDir: string,
): Promise<void> {
  try {
    const files = await buildFiles(outDir);
    const pages = files.filter((file) => file.endsWith('.html'));
    const scriptHashes = await inlineScriptHashes(outDir, pages);
    const {frameAncestors, extra} = settings;
    const headers = securityHeaders({scriptHashes, frameAncestors, extra});
    const dir = path.join(outDir, SERVER_DIR);
    await mkdir(dir, {recursive: true});
    await writeFile(path.join(dir, 'nginx.conf'), renderNginxInclude(headers, settings.redirects));
    const data = {headers, scriptHashes, redirects: settings.redirects, htmlFiles: pages.length};
    await writeFile(path.join(dir, 'headers.json'), `${JSON.stringify(data, null, 2)}\n`);
    await precompress(outDir, files, cacheDir);
  } catch (error) {
    throw new Error(`${COMMAND}: could not write ${SERVER_DIR}/ for the server in ${outDir}`, {
      cause: error,
    });
  }
}

export default function serverConfigPlugin(context: LoadContext, options: Options): Plugin {
  // Checked when the config loads, so a bad value stops the build at once.
  const settings: Settings = {
    frameAncestors: parseFrameAncestors(options.frameAncestors),
    extra: serviceSources(options.services),
    redirects: options.redirects,
  };
  return {
    name: 'server-config',
    extendCli(cli) {
      cli
        .command(`${COMMAND} [siteDir]`)
        .description(
          `After \`docusaurus build\`: writes ${SERVER_DIR}/ (CSP with the inline-script hashes, nginx include, headers) and writes the .gz and .br forms of its text files.`,
        )
        .option('--out-dir <dir>', 'the build folder (default: build)')
        .action(async (_siteDir: string | undefined, {outDir}: {outDir?: string}) => {
          await writeServerConfig(
            outDir ? path.resolve(context.siteDir, outDir) : context.outDir,
            settings,
            compressionCacheDir(context.siteDir),
          );
        });
    },
  };
}
