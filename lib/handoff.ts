import type { App, Environment } from 'aws-cdk-lib';
import { deployedStackSettings, deployedSettings } from '../functions/settings/deploy';
import { ApiStack } from './api';
import { CallbacksStack } from './callbacks';
import { DataStack } from './data';
import { EDGE_REGION, EdgeStack } from './edge';
import { acknowledgeNagFindings } from './nag-acknowledgements';
import { ObservabilityStack } from './observability';
import { WorkflowsStack } from './workflows';

/** The whole deployment: the stateful stack, and the two stateless stacks built on it. */
export const buildHandoff = (app: App, env: Environment) => {
  // The context's settings first, so a bad value fails the synth before anything is built.
  const settings = deployedSettings((key) => app.node.tryGetContext(key));
  const stackSettings = deployedStackSettings((key) => app.node.tryGetContext(key));
  const data = new DataStack(app, 'HandoffData', {
    env,
    // The edge (us-east-1) writes the operator app's client id beside the app.
    crossRegionReferences: true,
    photoRetentionDays: settings.values.photoRetentionDays,
    appOrigin: settings.values.publicBaseUrl ? new URL(settings.values.publicBaseUrl).origin : undefined,
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
  const api = new ApiStack(app, 'HandoffApi', { env, crossRegionReferences: true, description: 'Handoff: HTTP API and its functions', ...service });
  const edge = new EdgeStack(app, 'HandoffEdge', {
    env: { account: env.account, region: EDGE_REGION },
    description: 'Handoff: the CloudFront distribution (operator app from S3, API under /api/) and its WAF web ACL (rate limits, managed rules)',
    apiDomain: api.apiDomain,
    limits: stackSettings,
    operatorApp: { region: data.region, userPoolClientId: data.operatorAuth.client.userPoolClientId },
  });
  const workflows = new WorkflowsStack(app, 'HandoffWorkflows', {
    env,
    description: 'Handoff: Express state machines, the stream dispatcher that starts them, the timer sweep and the daily ledger audit',
    ...service,
    dispatchFailures: data.dispatchFailures,
  });
  const callbacks = new CallbacksStack(app, 'HandoffCallbacks', {
    env,
    description: 'Handoff: the callback pipe, FIFO queue, dead-letter queue and signed-callback sender',
    ...service,
    streamFailures: data.dispatchFailures,
  });
  const observability = new ObservabilityStack(app, 'HandoffObservability', {
    env,
    description: 'Handoff: the alarms topic, the alarms on every failure and the dashboard',
    httpApi: api.httpApi,
    stateMachines: workflows.stateMachines,
    deadLetterQueues: { CallbackDeadLetters: callbacks.deadLetterQueue, StreamDispatchFailures: data.dispatchFailures },
    alarmEmail: stackSettings.alarmEmail,
    reconciledStepsAlarm: stackSettings.reconciledStepsAlarm,
  });
  acknowledgeNagFindings(app, { data, api, edge, workflows, callbacks });
  return { data, api, edge, workflows, callbacks, observability };
};
