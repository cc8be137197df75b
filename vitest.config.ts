import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One local stack (DynamoDB Local + the real handlers) for the whole run.
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/worker-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
