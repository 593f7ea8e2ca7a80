import {spawn, type ChildProcess} from 'node:child_process';
import {chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {get} from '../../../e2e/support/http';
import {
  BROTLI_MODULE,
  BROTLI_RULES,
  brotliSupport,
  findNginx,
  mainConfig,
  startNginx,
} from '../launch.mjs';

const saved = process.env.NGINX_BIN;
afterEach(() => {
  if (saved === undefined) delete process.env.NGINX_BIN;
  else process.env.NGINX_BIN = saved;
});

describe('findNginx', () => {
  it('takes NGINX_BIN when it is executable and refuses it when it is not', () => {
    process.env.NGINX_BIN = process.execPath;
    expect(findNginx()).toBe(process.execPath);
    process.env.NGINX_BIN = '/no/such/nginx';
    expect(findNginx()).toBeNull();
  });
});

describe('mainConfig', () => {
  it('keeps every path of the run under the prefix and listens on loopback only', () => {
    const text = mainConfig({
      prefix: '/tmp/p',
      root: '/srv/build',
      port: 8123,
      mime: '/etc/nginx/mime.types',
      user: undefined,
    });
    expect(text).toContain('pid /tmp/p/nginx.pid;');
    expect(text).toContain('error_log /tmp/p/error.log warn;');
    expect(text).toContain('client_body_temp_path /tmp/p/client_body;');
    expect(text).toContain('listen 127.0.0.1:8123;');
    expect(text).toContain('root /srv/build;');
    expect(text).toMatch(/include .*deploy\/nginx\/vara-docs\.conf;/);
    // The http-level maps are included inside http {}, before the server block.
    expect(text.indexOf('vara-docs-http.conf;')).toBeGreaterThan(text.indexOf('http {'));
    expect(text.indexOf('vara-docs-http.conf;')).toBeLessThan(text.indexOf('server {'));
    expect(text).toContain('include /srv/build/.deploy/nginx.conf;');
    expect(text).not.toContain('user ');
    expect(mainConfig({prefix: '/p', root: '/b', port: 1, mime: '/m', user: 'www'})).toMatch(
      /^user www;$/m,
    );
  });
});

describe('brotli', () => {
  const base = {prefix: '/p', root: '/b', port: 1, mime: '/m', user: undefined};

  it('loads the module in the main context and includes the brotli rules in the server', () => {
    const text = mainConfig({...base, brotli: {load: '/mods/x.so'}});
    // load_module is valid only in the main context, before any block.
    expect(text.indexOf('load_module /mods/x.so;')).toBeGreaterThan(-1);
    expect(text.indexOf('load_module /mods/x.so;')).toBeLessThan(text.indexOf('events {'));
    const include = text.indexOf(`include ${BROTLI_RULES};`);
    expect(include).toBeGreaterThan(text.indexOf('server {'));
    expect(include).toBeLessThan(text.indexOf('include /b/.deploy/nginx.conf;'));
  });

  it('includes the rules without load_module for a built-in module, and neither without one', () => {
    const builtIn = mainConfig({...base, brotli: {load: null}});
    expect(builtIn).not.toContain('load_module');
    expect(builtIn).toContain(`include ${BROTLI_RULES};`);
    for (const text of [mainConfig(base), mainConfig({...base, brotli: null})]) {
      expect(text).not.toContain('load_module');
      expect(text).not.toContain('brotli');
    }
  });

  it('finds the module in the modules folder nginx was built with', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'modules-'));
    try {
      const info = {confPath: '/etc/nginx/nginx.conf', modulesPath: dir, brotliBuiltIn: false};
      expect(brotliSupport(info)).toBeNull();
      writeFileSync(path.join(dir, BROTLI_MODULE), '');
      expect(brotliSupport(info)).toEqual({load: path.join(dir, BROTLI_MODULE)});
      expect(brotliSupport({...info, modulesPath: '/nowhere', brotliBuiltIn: true})).toEqual({
        load: null,
      });
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('startNginx', () => {
  it('says how to get nginx when there is none', async () => {
    process.env.NGINX_BIN = '/no/such/nginx';
    await expect(startNginx()).rejects.toThrow(
      /NGINX_BIN=\/no\/such\/nginx is not an executable file\. Run `bash scripts\/ensure-nginx\.sh`/,
    );
  });

  it('says to build first when the folder has no build', async () => {
    process.env.NGINX_BIN = process.execPath;
    const dir = mkdtempSync(path.join(tmpdir(), 'no-build-'));
    try {
      await expect(startNginx({root: dir})).rejects.toThrow(
        /has no index\.html: run `npm run build`/,
      );
      writeFileSync(path.join(dir, 'index.html'), '<html></html>');
      await expect(startNginx({root: dir})).rejects.toThrow(/\.deploy\/nginx\.conf is missing/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('startNginx, running', () => {
  /** A folder nginx accepts as a build, readable by every user. */
  function tinyBuild(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'tiny-build-'));
    chmodSync(dir, 0o755);
    mkdirSync(path.join(dir, '.deploy'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
    writeFileSync(path.join(dir, '.deploy/nginx.conf'), '# no headers\n');
    return dir;
  }

  /** Starts nginx from a separate Node process, as `npm run serve:nginx` does. */
  async function launcherProcess(
    root: string,
  ): Promise<{child: ChildProcess; pid: number; url: string; prefix: string}> {
    const launch = path.resolve('scripts/nginx/launch.mjs');
    const code = `const {startNginx} = await import(${JSON.stringify(launch)});
      const s = await startNginx({root: ${JSON.stringify(root)}, quiet: true});
      console.log(JSON.stringify({pid: s.pid, url: s.url, prefix: s.prefix}));
      setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout?.once('data', (data: Buffer) => resolve(data.toString()));
      child.once('exit', (code) => reject(new Error(`the launcher exited with ${code}`)));
    });
    return {child, ...(JSON.parse(line) as {pid: number; url: string; prefix: string})};
  }

  /** Whether a process is gone (or a zombie nobody has reaped yet). */
  function gone(pid: number): boolean {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
    } catch {
      return true;
    }
  }

  async function waitUntilGone(pid: number): Promise<boolean> {
    for (let i = 0; i < 50 && !gone(pid); i += 1) await new Promise((r) => setTimeout(r, 100));
    return gone(pid);
  }

  for (const signal of ['SIGKILL', 'SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    it(`stops nginx when the launching process gets ${signal}`, async () => {
      const root = tinyBuild();
      let prefix = '';
      try {
        const launched = await launcherProcess(root);
        const {child, pid, url} = launched;
        prefix = launched.prefix;
        expect((await fetch(url)).status).toBe(200);
        child.kill(signal);
        await expect(waitUntilGone(pid)).resolves.toBe(true);
        await expect(fetch(url)).rejects.toThrow();
      } finally {
        rmSync(root, {recursive: true, force: true});
        // A launcher killed outright cannot remove its own folder.
        if (prefix) rmSync(prefix, {recursive: true, force: true});
      }
    }, 20_000);
  }

  it('runs nginx without root when started as root', async () => {
    const root = tinyBuild();
    const server = await startNginx({root, quiet: true});
    try {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const uids = /^Uid:\s+(.*)$/m.exec(status)?.[1]?.split(/\s+/).map(Number) ?? [];
      if (process.getuid?.() === 0) expect(uids.every((id) => id !== 0)).toBe(true);
      else expect(uids).toContain(process.getuid?.());
      expect((await fetch(server.url)).status).toBe(200);
      expect(server.errorLog()).toBe('');
    } finally {
      await server.stop();
      rmSync(root, {recursive: true, force: true});
    }
  });

  /** GET with only the given Accept-Encoding (fetch would add its own and decode). */
  async function encoded(url: string, accept: string): Promise<{encoding: string; body: Buffer}> {
    const res = await get(url, '/page.txt', {'Accept-Encoding': accept});
    return {
      encoding: String(res.headers['content-encoding'] ?? 'identity'),
      body: Buffer.from(res.body, 'latin1'),
    };
  }

  it('sends the .br to brotli clients when the module is installed, and gzip without it', async () => {
    const root = tinyBuild();
    const text = Buffer.from('brotli or gzip\n'.repeat(200));
    writeFileSync(path.join(root, 'page.txt'), text);
    writeFileSync(path.join(root, 'page.txt.br'), brotliCompressSync(text));
    writeFileSync(path.join(root, 'page.txt.gz'), gzipSync(text));
    const withModule = await startNginx({root, quiet: true});
    try {
      // scripts/ensure-nginx.sh installs the module with nginx: its absence is a failure here.
      expect(withModule.brotli, 'no brotli_static module: run `bash scripts/ensure-nginx.sh`').toBe(
        true,
      );
      const br = await encoded(withModule.url, 'gzip, br');
      expect(br.encoding).toBe('br');
      expect(br.body.equals(readFileSync(path.join(root, 'page.txt.br')))).toBe(true);
      expect((await encoded(withModule.url, 'gzip')).encoding).toBe('gzip');
      expect(withModule.errorLog()).toBe('');
    } finally {
      await withModule.stop();
    }
    const without = await startNginx({root, quiet: true, brotli: false});
    try {
      expect(without.brotli).toBe(false);
      expect((await encoded(without.url, 'gzip, br')).encoding).toBe('gzip');
      expect((await encoded(without.url, 'br')).encoding).toBe('identity');
    } finally {
      await without.stop();
      rmSync(root, {recursive: true, force: true});
    }
  });
});
