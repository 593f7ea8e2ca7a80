// Serves the production build (build/) with `docusaurus serve` on a free
// loopback port, for the bench scripts. Returns its URL and a stop function.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const {port} = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function serveBuild() {
  if (!existsSync('build/index.html')) {
    throw new Error('build/ has no index.html: run `npm run build` first');
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      'node_modules/@docusaurus/core/bin/docusaurus.mjs',
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {stdio: 'ignore'},
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) return {url, stop: () => child.kill()};
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`docusaurus serve did not answer on ${url}`);
}
