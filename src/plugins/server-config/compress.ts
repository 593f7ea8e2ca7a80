/**
 * Precompresses the build's text files (`x.js` → `x.js.gz` and `x.js.br`),
 * which nginx's gzip_static and brotli_static send as they are: compressed
 * once per build instead of once per response. The settings of each file are
 * in encode.mjs; the work runs on one worker thread per core, and a file whose
 * bytes and settings were compressed in an earlier build is taken from the
 * cache (node_modules/.cache/server-config) instead.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {copyFile, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Worker} from 'node:worker_threads';
import {settingsFor, type Settings} from './encode.mjs';

/**
 * Text of any kind, wherever it is: pages, bundles, the search index, the
 * llms files and Markdown twins, the sitemap. Fonts in woff/woff2 and images
 * other than SVG are compressed already.
 */
const TEXT_FILE = /\.(html|css|js|mjs|json|xml|txt|md|svg|ttf|map)$/;
/** Below this, the gzip header costs about what it saves. */
const MIN_BYTES = 1024;

/** The compressed forms written beside a file, by the suffix the servers look for. */
export const ENCODINGS = ['.gz', '.br'] as const;

/** Whether `file` (a path relative to the build folder) gets a .gz and a .br beside it. */
export function isCompressible(file: string, bytes: number): boolean {
  return TEXT_FILE.test(file.split(path.sep).join('/')) && bytes >= MIN_BYTES;
}

type Form = (typeof ENCODINGS)[number];
type Job = {data: Buffer; settings: Settings; form: Form};

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.mjs');

/** Worker threads that encode one form of one file at a time each; `run` queues. */
class EncoderPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly all: Worker[] = [];

  constructor(size: number) {
    for (let i = 0; i < size; i += 1) {
      const worker = new Worker(WORKER);
      this.all.push(worker);
      this.idle.push(worker);
    }
  }

  async run(job: Job): Promise<Uint8Array> {
    while (this.idle.length === 0) await new Promise<void>((wake) => this.waiting.push(wake));
    const worker = this.idle.pop()!;
    try {
      return await new Promise<Uint8Array>((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        worker.once('error', onError);
        worker.once('message', (reply: {encoded?: Uint8Array; error?: string}) => {
          worker.off('error', onError);
          if (reply.encoded) resolve(reply.encoded);
          else reject(new Error(reply.error ?? 'no answer from the compression worker'));
        });
        worker.postMessage(job);
      });
    } finally {
      this.idle.push(worker);
      this.waiting.shift()?.();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((worker) => worker.terminate()));
  }
}

/** The cache's name for a file's encoded forms: its bytes and its settings. */
function cacheKey(data: Buffer, settings: Settings): string {
  return createHash('sha256').update(JSON.stringify(settings)).update(data).digest('hex');
}

/** How many files got each sibling, and how many of those came from the cache. */
export type Written = {gzip: number; brotli: number; cached: number};

/**
 * Writes `file.gz` and `file.br` beside each compressible file, each only when
 * smaller than the file. `cacheDir` keeps the encoded forms of this build,
 * and only those, for the next one.
 */
export async function precompress(
  outDir: string,
  files: readonly string[],
  cacheDir: string,
): Promise<Written> {
  const written: Written = {gzip: 0, brotli: 0, cached: 0};
  const jobs: {file: string; data: Buffer; key: string}[] = [];
  for (const file of files) {
    const data = await readFile(path.join(outDir, file));
    if (!isCompressible(file, data.length)) continue;
    jobs.push({file, data, key: cacheKey(data, settingsFor(file, data.length))});
  }
  await mkdir(cacheDir, {recursive: true});
  const kept = new Set<string>();
  const fromCache = async ({file, key}: (typeof jobs)[number]): Promise<boolean> => {
    const cached = ENCODINGS.map((suffix) => path.join(cacheDir, key + suffix));
    if (!cached.every((entry) => existsSync(entry))) return false;
    for (const [i, suffix] of ENCODINGS.entries()) {
      await copyFile(cached[i]!, path.join(outDir, file + suffix));
    }
    return true;
  };
  const toEncode: typeof jobs = [];
  for (const job of jobs) {
    if (await fromCache(job)) {
      written.gzip += 1;
      written.brotli += 1;
      written.cached += 1;
      ENCODINGS.forEach((suffix) => kept.add(job.key + suffix));
    } else {
      toEncode.push(job);
    }
  }
  // Each form is a job of its own, largest file first, so the two slow forms of
  // the largest file run side by side and no long job starts last.
  toEncode.sort((a, b) => b.data.length - a.data.length);
  const pool = toEncode.length > 0 ? new EncoderPool(Math.max(1, availableParallelism())) : null;
  try {
    await Promise.all(
      toEncode.flatMap(({file, data, key}) =>
        ENCODINGS.map(async (form) => {
          const encoded = await pool!.run({data, settings: settingsFor(file, data.length), form});
          // A form no smaller than the file is not worth sending; not cached either.
          if (encoded.length >= data.length) return;
          await writeFile(path.join(outDir, file + form), encoded);
          await writeFile(path.join(cacheDir, key + form), encoded);
          kept.add(key + form);
          if (form === '.gz') written.gzip += 1;
          else written.brotli += 1;
        }),
      ),
    );
  } finally {
    await pool?.close();
  }
  for (const entry of await readdir(cacheDir)) {
    if (!kept.has(entry)) await rm(path.join(cacheDir, entry), {force: true});
  }
  return written;
}
