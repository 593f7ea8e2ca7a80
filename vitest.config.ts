import {defineConfig} from 'vitest/config';

// Unit tests: beside the code, in __tests__ folders.
export default defineConfig({
  test: {
    include: ['src/**/__tests__/**/*.test.ts', 'scripts/**/__tests__/**/*.test.ts'],
    environment: 'node',
  },
});
