/**
 * The settings of the test suite's stack: the local receiver's host exempt from the callback
 * address checks (docs/api-guide.md, "Callbacks"), a retry schedule of seconds instead of a day,
 * and sandbox steps a second apart instead of two (a sandbox task completes in about 5 s instead of
 * 9: some 40 tests wait for one, and the steps' order, not their pace, is what they check).
 */
export const TEST_STACK_ENV = {
  SANDBOX_STEP_SECONDS: '1',
  CALLBACK_ALLOW_HOSTS: 'localhost',
  PUSH_ALLOW_HOSTS: 'localhost',
  CALLBACK_TIMEOUT_MS: '2000',
  CALLBACK_RETRY_BASE_MS: '200',
  CALLBACK_RETRY_MAX_DELAY_MS: '800',
  CALLBACK_MAX_ATTEMPTS: '5',
};

/**
 * How often the test stacks fire due timers (`npm start`: every second). Each sweep reads all 256
 * timer shards: at one a second the sweeps alone kept a third of a core busy (Node and DynamoDB
 * Local) for the whole run, idle or not; every 3 s, a test waiting for a sweep waits at most 2 s more.
 */
export const TEST_TIMER_SWEEP_MS = 3000;

/** The origin the test suite's stack allows at /mcp besides its own (MCP_ALLOWED_ORIGINS). */
export const MCP_TEST_ALLOWED_ORIGIN = 'https://assistant.example';
