import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ProvidedContext } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../local/stack';
import { ensureAppBuilt } from '../../web/build';
import { captureHandlerLogs } from './handler-logs';
import { MCP_TEST_ALLOWED_ORIGIN, TEST_STACK_ENV, TEST_TIMER_SWEEP_MS } from './stack-env';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dynamodbEndpoint: string;
    tableName: string;
    adminKey: string;
    /** Where the stack keeps the key that seals callback secrets (tests open them to compare). */
    callbackSecretKeyFile: string;
    /** Where the handlers' log lines go (test/support/handler-logs.ts), to search for secrets. */
    handlerLogFile: string;
    /** The functions' AWS credentials, made at the stack's start: the local photo bucket takes no others. */
    localCredentials: { accessKeyId: string; secretAccessKey: string };
    /** The local identity provider's signing key and claims, to forge and tamper with tokens. */
    localIdp: { privateKey: string; keyId: string; issuer: string; audience: string };
  }
}

interface SuiteStack {
  context: { [K in keyof ProvidedContext]: ProvidedContext[K] };
  stop(): Promise<void>;
}

/**
 * The one stack of the run, kept on globalThis: the two API projects (api, api-isolated) each run
 * this setup in the runner's process, and a second stack there would load the handlers again over
 * the first one's settings. The last project's teardown stops it.
 */
const shared = globalThis as typeof globalThis & { handoffSuiteStack?: { users: number; stack: Promise<SuiteStack> } };

const startSuiteStack = async (): Promise<SuiteStack> => {
  // Every line the handlers could log, kept out of the runner's output (errors still show).
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
  const handlerLogFile = join(await mkdtemp(join(tmpdir(), 'handoff-test-logs-')), 'handlers.jsonl');
  writeFileSync(handlerLogFile, '');
  captureHandlerLogs(handlerLogFile);
  Object.assign(process.env, TEST_STACK_ENV);
  // A web origin besides the stack's own whose pages may call /mcp (test/api/mcp-conformance.test.ts).
  process.env.MCP_ALLOWED_ORIGINS = MCP_TEST_ALLOWED_ORIGIN;
  // The stack serves the operator app at `/`: built first when its sources changed (as npm start does).
  ensureAppBuilt();
  const adminKey = `admin-${randomUUID()}`;
  const stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-test', adminKey, timerSweepMs: TEST_TIMER_SWEEP_MS });
  return {
    context: {
      adminKey,
      handlerLogFile,
      localIdp: {
        privateKey: process.env.LOCAL_IDP_PRIVATE_KEY!,
        keyId: process.env.LOCAL_IDP_KEY_ID!,
        issuer: process.env.OPERATOR_JWT_ISSUER!,
        audience: process.env.OPERATOR_JWT_AUDIENCE!,
      },
      baseUrl: stack.url,
      localCredentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! },
      dynamodbEndpoint: stack.dynamodbEndpoint,
      tableName: stack.tableName,
      callbackSecretKeyFile: process.env.CALLBACK_SECRET_KEY_FILE!,
    },
    stop: async () => {
      // Nothing writes any more: the whole ledger must add up (money neither created nor lost).
      const { auditWholeLedger } = await import('./ledger-audit');
      const violations = await auditWholeLedger();
      await stack.stop();
      await rm(dirname(handlerLogFile), { recursive: true, force: true });
      if (violations.length) throw new Error(`Ledger invariant violated after the run:\n${violations.join('\n')}`);
    },
  };
};

export default async function setup(project: TestProject) {
  shared.handoffSuiteStack ??= { users: 0, stack: startSuiteStack() };
  const suite = shared.handoffSuiteStack;
  suite.users++;
  const { context, stop } = await suite.stack;
  for (const [key, value] of Object.entries(context)) project.provide(key as keyof ProvidedContext, value as never);
  return async () => {
    if (--suite.users > 0) return;
    shared.handoffSuiteStack = undefined;
    await stop();
  };
}
