import {spawn} from 'node:child_process';
import {createServer} from 'node:http';
import {describe, expect, it} from 'vitest';
import {freePort, listen, waitForHttp} from '../net.mjs';

describe('freePort', () => {
  it('returns a port that a server can then listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(1023);
    expect(port).toBeLessThan(65536);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('listen', () => {
  it('starts the server on a loopback port and gives that port', async () => {
    const server = createServer((_req, res) => res.end('hi'));
    const port = await listen(server);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('hi');
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('waitForHttp', () => {
  it('resolves once the server answers, whatever the status', async () => {
    const port = await freePort();
    const server = createServer((_req, res) => {
      res.statusCode = 404;
      res.end();
    });
    setTimeout(() => server.listen(port, '127.0.0.1'), 300);
    await waitForHttp(`http://127.0.0.1:${port}/`, {timeoutMs: 5000});
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails at once when the server process exits, with its log', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['-e', 'process.exit(3)']);
    await new Promise((resolve) => child.once('exit', resolve));
    await expect(
      waitForHttp(`http://127.0.0.1:${port}/`, {child, timeoutMs: 5000, log: () => 'the log'}),
    ).rejects.toThrow(/exited with code 3\nthe log/);
  });

  it('fails after the timeout when nothing answers', async () => {
    const port = await freePort();
    await expect(waitForHttp(`http://127.0.0.1:${port}/`, {timeoutMs: 300})).rejects.toThrow(
      /no answer .* within 300 ms/,
    );
  });
});
