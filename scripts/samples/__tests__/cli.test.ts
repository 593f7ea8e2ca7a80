import {spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';

const FIXTURES = 'scripts/samples/__tests__/fixtures';
// Each run loads the @polkadot and @gear-js declarations once.
const RUN_TIMEOUT = 120_000;

function run(folder: string) {
  const result = spawnSync(
    process.execPath,
    ['scripts/check-samples.mjs', `${FIXTURES}/${folder}`],
    {
      encoding: 'utf8',
    },
  );
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

describe('check-samples.mjs', () => {
  it(
    'passes good samples with one summary line',
    () => {
      expect(run('good')).toEqual({
        status: 0,
        stdout:
          'samples: 4 ts blocks checked, 1 opted out, 0 errors; 2 rust blocks parsed (1 fragment), 0 errors; 1 page\n',
        stderr: '',
      });
    },
    RUN_TIMEOUT,
  );

  it(
    'fails bad samples, naming each page line, and exits 1',
    () => {
      const {status, stdout, stderr} = run('bad');
      expect(status).toBe(1);
      expect(stdout).toBe(
        'samples: 2 ts blocks checked, 0 opted out, 5 errors; 4 rust blocks parsed (1 fragment), 5 errors; 2 pages, 1 unreadable page\n',
      );
      expect(stderr.split('\n').map((line) => line.replace(/: .*/, ''))).toEqual([
        `${FIXTURES}/bad/broken.mdx:3`,
        `${FIXTURES}/bad/page.md:11`,
        `${FIXTURES}/bad/page.md:16`,
        `${FIXTURES}/bad/page.md:20`,
        `${FIXTURES}/bad/page.md:24`,
        `${FIXTURES}/bad/page.md:28`,
        `${FIXTURES}/bad/page.md:34`,
        `${FIXTURES}/bad/page.md:39`,
        `${FIXTURES}/bad/page.md:43`,
        `${FIXTURES}/bad/page.md:47`,
        `${FIXTURES}/bad/page.md:51`,
        '',
      ]);
    },
    RUN_TIMEOUT,
  );
});
