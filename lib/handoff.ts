import type { App, Environment } from 'aws-cdk-lib';
import { parseFeeRate } from '../functions/core/fees';
import { DEFAULT_GUARDIAN_MODEL_ID } from '../functions/adapters/guardian/bedrock-guardian';
import { DEFAULT_CONFIDENCE_THRESHOLD } from '../functions/adapters/guardian/reviewer';
import { ApiStack } from './api';
import { CallbacksStack } from './callbacks';
import { chainSettings } from './chain';
import { DataStack } from './data';
import { GUARDIAN_KINDS, MODEL_ID_PATTERN, type GuardianKind, type GuardianSettings } from './guardian';
import { SANDBOX_STEPS } from './workflow-definitions';
import { WorkflowsStack } from './workflows';

/**
 * Context values (`cdk synth -c mailFrom=...`) and what they default to. Numbers are
 * accepted too: a value written in cdk.json as `72` must not silently fall back.
 */
const contextOr = (app: App, key: string, fallback: string): string => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
};

/** A non-negative number, checked at synth so a typo fails the synth, not the functions' start-up. */
const numberContext = (app: App, key: string, fallback: string): string => {
  const value = contextOr(app, key, fallback);
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0) {
    throw new Error(`Context ${key} must be a non-negative number, got '${value}'`);
  }
  return value;
};

/** Checked by the same parser the functions use, so synth refuses what they would refuse. */
const feeRateContext = (app: App): string => {
  const value = contextOr(app, 'platformFeeRate', '0.1');
  parseFeeRate(value);
  return value;
};

/**
 * Needed for a real deploy: without it the admin routes refuse every request (the
 * function compares against an empty hash), which is safe but leaves KYC unrecordable.
 */
const adminKeyHash = (app: App): string => {
  const value = contextOr(app, 'adminApiKeySha256', '').toLowerCase();
  if (value !== '' && !/^[0-9a-f]{64}$/.test(value)) {
    throw new Error('Context adminApiKeySha256 must be the SHA-256 of the admin key, as 64 hex digits');
  }
  return value;
};

/**
 * Which Guardian reviews proof and how sure it must be. Checked at synth even for 'rules', so a
 * typo in the model settings shows before anyone switches to 'bedrock'.
 */
const guardianSettings = (app: App): GuardianSettings => {
  const kind = contextOr(app, 'guardian', 'rules');
  if (!(GUARDIAN_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`Context guardian must be one of ${GUARDIAN_KINDS.join(', ')}, got '${kind}'`);
  }
  const confidenceThreshold = contextOr(app, 'guardianConfidenceThreshold', String(DEFAULT_CONFIDENCE_THRESHOLD));
  const threshold = Number(confidenceThreshold);
  if (confidenceThreshold.trim() === '' || !Number.isFinite(threshold) || threshold < 0 || threshold > 1) {
    throw new Error(`Context guardianConfidenceThreshold must be a number from 0 to 1, got '${confidenceThreshold}'`);
  }
  const modelId = contextOr(app, 'guardianModelId', DEFAULT_GUARDIAN_MODEL_ID);
  if (!MODEL_ID_PATTERN.test(modelId)) {
    throw new Error(`Context guardianModelId must be a Bedrock model or inference profile id (not an ARN), got '${modelId}'`);
  }
  return { kind: kind as GuardianKind, confidenceThreshold, modelId };
};

/** Express executions end after 5 minutes: the sandbox run's waits must leave its steps time. */
const MAX_SANDBOX_STEP_SECONDS = 30;

/** Whole seconds (a Wait's SecondsPath takes no fractions), few enough that a sandbox run fits in Express. */
const sandboxStepSeconds = (app: App): number => {
  const seconds = Number(numberContext(app, 'sandboxStepSeconds', '2'));
  if (!Number.isInteger(seconds) || seconds > MAX_SANDBOX_STEP_SECONDS) {
    throw new Error(
      `Context sandboxStepSeconds must be a whole number of seconds up to ${MAX_SANDBOX_STEP_SECONDS} ` +
        `(${SANDBOX_STEPS.length} waits in a 5-minute Express execution), got '${seconds}'`,
    );
  }
  return seconds;
};

/** The whole deployment: the stateful stack, and the two stateless stacks built on it. */
export const buildHandoff = (app: App, env: Environment) => {
  const data = new DataStack(app, 'HandoffData', {
    env,
    description: 'Handoff: the single table, the operator user pool, the stream failure queue and the callback secrets key',
  });
  // What every function is given, API and workflow alike.
  const service = {
    table: data.table,
    operatorUserPool: data.operatorAuth.userPool,
    operatorClient: data.operatorAuth.client,
    mailFrom: contextOr(app, 'mailFrom', 'no-reply@handoff.example'),
    // Not the API's own URL by default: the functions would then depend on the API that
    // depends on them (a circular reference).
    publicBaseUrl: contextOr(app, 'publicBaseUrl', ''),
    settings: {
      adminApiKeySha256: adminKeyHash(app),
      earningsHoldHours: numberContext(app, 'earningsHoldHours', '72'),
      payoutGasFeeUsd: numberContext(app, 'payoutGasFeeUsd', '0.05'),
      platformFeeRate: feeRateContext(app),
    },
    guardian: guardianSettings(app),
    callbackSecretsKey: data.callbackSecretsKey,
    chain: chainSettings(app),
    hotWalletKey: data.hotWalletKey,
  };
  const api = new ApiStack(app, 'HandoffApi', { env, description: 'Handoff: HTTP API and its functions', ...service });
  const workflows = new WorkflowsStack(app, 'HandoffWorkflows', {
    env,
    description: 'Handoff: Express state machines, the stream dispatcher that starts them, and the timer sweep',
    ...service,
    dispatchFailures: data.dispatchFailures,
    sandboxStepSeconds: sandboxStepSeconds(app),
  });
  const callbacks = new CallbacksStack(app, 'HandoffCallbacks', {
    env,
    description: 'Handoff: the callback pipe, FIFO queue, dead-letter queue and signed-callback sender',
    ...service,
    streamFailures: data.dispatchFailures,
  });
  return { data, api, workflows, callbacks };
};
