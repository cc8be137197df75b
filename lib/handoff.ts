import type { App, Environment } from 'aws-cdk-lib';
import { SettingsError } from '../functions/platform/settings/define';
import { deployedSettings } from '../functions/platform/settings/deploy';
import { ApiStack } from './api';
import { CallbacksStack } from './callbacks';
import { DataStack } from './data';
import { EdgeStack } from './edge';
import { EDGE_REGION } from './edge-region';
import { acknowledgeNagFindings } from './nag-acknowledgements';
import { ObservabilityStack } from './observability';
import { stageContext, stageEnvironment } from './stage-context';
import { stageNames } from './stage-names';
import { WorkflowsStack } from './workflows';

/**
 * The whole deployment of one stage: the stateful stack, the stateless stacks built on it, the edge
 * and the alarms. `lookup` reads the settings (the app's context; a test builds two stages in one app).
 */
export const buildHandoff = (app: App, env: Environment, lookup: (contextKey: string) => unknown = (key) => app.node.tryGetContext(key)) => {
  // The context's settings first, so a bad value fails the synth before anything is built.
  const settings = deployedSettings(lookup);
  const stackSettings = settings.stack;
  const names = stageNames(stackSettings.stage);
  // Fixed, so the edge finds the secret's replica in its own Region by name.
  const originSecretName = `${names.prefix}-origin-verify`;
  const appOrigin = settings.values.publicBaseUrl ? new URL(settings.values.publicBaseUrl).origin : undefined;
  // The app is served where the edge is: publicBaseUrl names the edge's own domain, so it needs the edge's certificate.
  if (appOrigin && !stackSettings.edgeCertificateArn) {
    throw new SettingsError([
      'Context publicBaseUrl needs edgeCertificateArn: an ACM certificate in us-east-1 for its host, so the edge serves the app there',
    ]);
  }
  // Every stack: a `cdk destroy` or a console click must not take a stage down (the retained data would stay, orphaned).
  const common = { env, terminationProtection: true };
  const data = new DataStack(app, names.stack('Data'), {
    ...common,
    // The edge (us-east-1) writes the operator app's client id beside the app.
    crossRegionReferences: true,
    photoRetentionDays: settings.values.photoRetentionDays,
    // The production stage's operator invitations go through SES from the verified sender (its synth requires one).
    invitations: settings.production ? { from: settings.values.mailFrom, identity: stackSettings.mailIdentity } : undefined,
    threatProtection: settings.production,
    hotWalletSigners: [names.payoutSignerRole, names.breakGlassRole],
    backupCopyVaultArn: stackSettings.backupCopyVaultArn,
    description: 'Handoff: the single table, the operator user pool, the stream failure queue and the callback secrets key',
  });
  // What every function is given, API and workflow alike.
  const service = {
    settings,
    table: data.table,
    operatorUserPool: data.operatorAuth.userPool,
    operatorClient: data.operatorAuth.client,
    staffUserPool: data.staffAuth.userPool,
    staffClient: data.staffAuth.client,
    callbackSecretsKey: data.callbackSecretsKey,
    hotWalletKey: data.hotWalletKey,
    vapidSecret: data.vapidKeys.secret,
    photoBucket: data.photoBucket,
  };
  const api = new ApiStack(app, names.stack('Api'), {
    ...common,
    crossRegionReferences: true,
    description: 'Handoff: HTTP API and its functions',
    apiName: names.prefix.toLowerCase(),
    originSecretName,
    x402SettlerFunction: names.x402SettlerFunction,
    screeningFunction: names.screeningFunction,
    routeFunctionPrefix: names.prefix,
    ...service,
  });
  const edge = new EdgeStack(app, names.stack('Edge'), {
    env: { account: env.account, region: EDGE_REGION },
    terminationProtection: true,
    customDomain:
      appOrigin && stackSettings.edgeCertificateArn
        ? { domainName: new URL(appOrigin).hostname, certificateArn: stackSettings.edgeCertificateArn }
        : undefined,
    description: 'Handoff: the CloudFront distribution (operator app from S3, API under /api/) and its WAF web ACL (rate limits, managed rules)',
    apiDomain: api.apiDomain,
    limits: stackSettings,
    metricPrefix: names.prefix,
    operatorApp: {
      region: data.region,
      userPoolClientId: data.operatorAuth.client.userPoolClientId,
      staffUserPoolClientId: data.staffAuth.client.userPoolClientId,
      mapTileUrl: stackSettings.mapTileUrl,
    },
    photoBucket: { bucketName: data.photoBucket.bucketName, region: data.region },
    originSecretName,
    originSecretVersion: stackSettings.originSecretVersion,
    alarmEmail: stackSettings.alarmEmail,
    hotWalletSignerRoles: [names.payoutSignerRole, names.breakGlassRole],
  });
  const callbacks = new CallbacksStack(app, names.stack('Callbacks'), {
    ...common,
    description: 'Handoff: the callback pipe, FIFO queue, dead-letter queue and signed-callback sender',
    ...service,
    streamFailures: data.dispatchFailures,
  });
  const workflows = new WorkflowsStack(app, names.stack('Workflows'), {
    ...common,
    namePrefix: names.prefix,
    payoutSignerRole: names.payoutSignerRole,
    x402SettlerFunction: names.x402SettlerFunction,
    screeningFunction: names.screeningFunction,
    description:
      'Handoff: Express state machines, the stream fan-out and the dispatcher that starts them, the timer sweep and the daily ledger audit',
    ...service,
    dispatchFailures: data.dispatchFailures,
    pushSender: callbacks.pushSender,
    callbackQueue: callbacks.queue,
  });
  const observability = new ObservabilityStack(app, names.stack('Observability'), {
    ...common,
    description: 'Handoff: the alarms topic, the alarms on every failure and the dashboard',
    httpApi: api.httpApi,
    stateMachines: workflows.stateMachines,
    deadLetterQueues: {
      CallbackDeadLetters: callbacks.deadLetterQueue,
      StreamDispatchFailures: data.dispatchFailures,
      ScheduledRunFailures: workflows.asyncFailures,
    },
    callbackQueue: callbacks.queue,
    streamFanOut: workflows.streamFanOut,
    outboxPipeName: callbacks.pipeName,
    hotWallet: {
      keyArn: data.hotWalletKey.keyArn,
      signerRole: names.payoutSignerRole,
      signerFunctions: workflows.signerFunctions,
      floors: settings.values.chainRpcUrl || settings.values.chainRpcUrlParameter ? stackSettings : undefined,
    },
    alarmEmail: stackSettings.alarmEmail,
    namePrefix: names.prefix,
    reconciledStepsAlarm: stackSettings.reconciledStepsAlarm,
    disputeResolutionAlarmHours: stackSettings.disputeResolutionAlarmHours,
    kycWaitAlarmHours: stackSettings.kycWaitAlarmHours,
    safetyHoldHours: settings.values.safetyHoldHours,
    modelGuardian: settings.values.guardian === 'bedrock',
  });
  acknowledgeNagFindings(app, { data, api, edge, workflows, callbacks, observability }, settings.production);
  return { data, api, edge, workflows, callbacks, observability };
};

/**
 * The app `cdk` runs (bin/app.ts): the stage's context (`-c stage=`, its stages/<name>.json) and
 * its stacks pinned to the stage's account and Region, refused where the CLI's (`cli`) differ.
 */
export const buildStage = (app: App, cli: { account: string; region: string }, stagesDir?: string) => {
  const lookup = stageContext((key) => app.node.tryGetContext(key), cli.account, stagesDir);
  return buildHandoff(app, stageEnvironment(deployedSettings(lookup).stack, cli), lookup);
};
