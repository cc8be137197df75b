import type { App, Environment } from 'aws-cdk-lib';
import { deployedSettings } from '../functions/settings/deploy';
import { ApiStack } from './api';
import { CallbacksStack } from './callbacks';
import { DataStack } from './data';
import { WorkflowsStack } from './workflows';

/** The whole deployment: the stateful stack, and the two stateless stacks built on it. */
export const buildHandoff = (app: App, env: Environment) => {
  // The context's settings first, so a bad value fails the synth before anything is built.
  const settings = deployedSettings((key) => app.node.tryGetContext(key));
  const data = new DataStack(app, 'HandoffData', {
    env,
    photoRetentionDays: settings.values.photoRetentionDays,
    description: 'Handoff: the single table, the operator user pool, the stream failure queue and the callback secrets key',
  });
  // What every function is given, API and workflow alike.
  const service = {
    settings,
    table: data.table,
    operatorUserPool: data.operatorAuth.userPool,
    operatorClient: data.operatorAuth.client,
    callbackSecretsKey: data.callbackSecretsKey,
    hotWalletKey: data.hotWalletKey,
    photoBucket: data.photoBucket,
  };
  const api = new ApiStack(app, 'HandoffApi', { env, description: 'Handoff: HTTP API and its functions', ...service });
  const workflows = new WorkflowsStack(app, 'HandoffWorkflows', {
    env,
    description: 'Handoff: Express state machines, the stream dispatcher that starts them, and the timer sweep',
    ...service,
    dispatchFailures: data.dispatchFailures,
  });
  const callbacks = new CallbacksStack(app, 'HandoffCallbacks', {
    env,
    description: 'Handoff: the callback pipe, FIFO queue, dead-letter queue and signed-callback sender',
    ...service,
    streamFailures: data.dispatchFailures,
  });
  return { data, api, workflows, callbacks };
};
