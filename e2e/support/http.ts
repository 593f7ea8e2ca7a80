/**
 * HTTP requests sent exactly as written: fetch() and browsers normalise paths
 * (dot segments, backslashes) before sending, which would hide what a server
 * does with a hostile request line.
 */
import {request as httpRequest, type IncomingHttpHeaders} from 'node:http';
import {connect} from 'node:net';

export type Answer = {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
};

/** GET `path` (sent verbatim) from the server at `base`; no redirect is followed. */
export function get(
  base: string,
  path: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<Answer> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({host: hostname, port, path, method: 'GET', headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends one raw request line (any bytes, NUL included) over a socket and
 * returns the status code, or 0 when the server just closed the connection.
 */
export function rawStatus(base: string, target: Buffer): Promise<{status: number; body: string}> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end(
        Buffer.concat([
          Buffer.from('GET '),
          target,
          Buffer.from(` HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
        ]),
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({status, body: text});
    });
  });
}

/**
 * Sends `head` (a request line and any header lines, without the blank line
 * that ends them) over a socket, exactly as written, with Host and
 * Connection: close added; returns the status, headers and body.
 */
export function rawRequest(base: string, head: string): Promise<Answer> {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end(
        Buffer.from(`${head}\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`, 'latin1'),
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text
        .slice(0, end === -1 ? text.length : end)
        .split('\r\n');
      const headers: IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0)
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      resolve({status, headers, body: end === -1 ? '' : text.slice(end + 4)});
    });
  });
}
