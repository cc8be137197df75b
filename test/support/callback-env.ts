/**
 * The callback settings of the test suite's stack: the local receiver's host exempt from the
 * address checks (docs/api-guide.md, "Callbacks"), and a retry schedule of seconds instead of a day.
 */
export const TEST_CALLBACK_ENV = {
  CALLBACK_ALLOW_HOSTS: 'localhost',
  PUSH_ALLOW_HOSTS: 'localhost',
  CALLBACK_TIMEOUT_MS: '2000',
  CALLBACK_RETRY_BASE_MS: '200',
  CALLBACK_RETRY_MAX_DELAY_MS: '800',
  CALLBACK_MAX_ATTEMPTS: '5',
};
