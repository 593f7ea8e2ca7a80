import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {findNginx, mainConfig, startNginx} from '../launch.mjs';

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
    expect(text).toContain('include /srv/build/.deploy/nginx.conf;');
    expect(text).not.toContain('user ');
    expect(mainConfig({prefix: '/p', root: '/b', port: 1, mime: '/m', user: 'www'})).toMatch(
      /^user www;$/m,
    );
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
