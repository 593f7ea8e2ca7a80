import {defineConfig} from 'vitest/config';

// Browser tests: Debian's Chromium against the served production build.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/server.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one browser at a time keeps timings honest and memory low.
    fileParallelism: false,
  },
});
