/**
 * A second copy of the site, built with other environment switches (a hosted
 * service pointed at a local stand-in) into a temporary folder and served on
 * a free port, for the tests of the optional services. About a minute each.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {freePort, waitForHttp} from '../../scripts/lib/net.mjs';

export {listen} from '../../scripts/lib/net.mjs';

export const DOCUSAURUS = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

export function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {env, stdio: ['ignore', 'ignore', 'inherit']});
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** Serves a built site with `docusaurus serve` once it answers. */
export async function serve(dir: string): Promise<{url: string; child: ChildProcess}> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [DOCUSAURUS, 'serve', '--dir', dir, '--port', String(port), '--host', '127.0.0.1', '--no-open'],
    {stdio: 'ignore'},
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(url, {child, timeoutMs: 30_000});
  } catch (error) {
    child.kill();
    throw new Error(`the build in ${dir} could not be served`, {cause: error});
  }
  return {url, child};
}

export type AltSite = {
  readonly url: string;
  readonly outDir: string;
  close(): Promise<void>;
};

/** Builds the site with extra environment variables into a temporary folder and serves it. */
export async function buildAndServe(prefix: string, env: NodeJS.ProcessEnv): Promise<AltSite> {
  const outDir = await mkdtemp(join(tmpdir(), prefix));
  // What `npm run build` runs: the build, then the server configuration step.
  await run([DOCUSAURUS, 'build', '--out-dir', outDir], {...process.env, ...env});
  await run([DOCUSAURUS, 'server-config', '--out-dir', outDir], {...process.env, ...env});
  const site = await serve(outDir);
  return {
    url: site.url,
    outDir,
    async close() {
      site.child.kill();
      await rm(outDir, {recursive: true, force: true});
    },
  };
}
