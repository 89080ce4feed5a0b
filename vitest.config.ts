import { defineConfig } from 'vitest/config';

// Two projects: fast headless unit/rule/data tests, and the Chromium end-to-end suite,
// which needs `npm run build` first (scripts/test.mjs does that).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'main/**/*.test.ts',
            'renderer/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          exclude: ['test/e2e/**', 'node_modules/**', 'dist/**'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
