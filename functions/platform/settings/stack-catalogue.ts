/**
 * The settings no function reads: the local stack's (`npm start`), the stacks' own (rate limits,
 * alarms, the edge), where `cdk synth` puts them, and the libraries' variables. Apart from
 * ./catalogue.ts, which every function bundles, so that none carries these. What each means is
 * beside each group (no function bundles this file), keyed as the group is.
 *
 * Nothing here reads the environment: the CDK app imports this file.
 */
import { onOff, positiveInteger } from './catalogue';
import { type AnySetting, nonEmptyText, optional, parsed, type SettingDocs, setting, wholeNumber } from './define';
import { IN_PRODUCTION, PRODUCTION_STAGE } from './deploy-conditions';

/** What `npm start` (bin/local.ts, local/stack.ts) reads: the local stack, not the functions. */
export const LOCAL_STACK_SETTINGS = {
  port: setting({
    env: 'PORT',
    default: '3000',
    parser: wholeNumber(0, 65_535, 'must be a port number'),
  }),
  inMemory: setting({
    env: 'LOCAL_IN_MEMORY',
    default: '0',
    parser: onOff,
  }),
  dynamodbLocalPort: optional({
    env: 'DYNAMODB_LOCAL_PORT',
    parser: wholeNumber(1, 65_535, 'must be a port number'),
  }),
  s3LocalPort: optional({
    env: 'S3_LOCAL_PORT',
    parser: wholeNumber(1, 65_535, 'must be a port number'),
  }),
  adminKey: optional({ env: 'ADMIN_API_KEY', parser: nonEmptyText() }),
  rateLimits: setting({
    env: 'RATE_LIMITS',
    default: '0',
    parser: onOff,
  }),
} satisfies Record<string, AnySetting>;

export const LOCAL_STACK_SETTING_DOCS = {
  port: { about: 'Local stack HTTP port (always on 127.0.0.1; `0` picks a free one)' },
  inMemory: { about: '`1`: DynamoDB Local keeps nothing on disk', defaultText: 'unset' },
  dynamodbLocalPort: { about: 'Port of the local DynamoDB', defaultText: 'a free port' },
  s3LocalPort: { about: 'Port of the local S3 (its checking gateway in front of s3rver)', defaultText: 'a free port' },
  adminKey: { about: 'Local stack only: enables the admin routes with this `X-Admin-Key`' },
  rateLimits: { about: '`1`: the local HTTP server applies the rate limits (deployed stacks always do, at the edge)', defaultText: 'unset' },
} satisfies SettingDocs<typeof LOCAL_STACK_SETTINGS>;

const awsAccountId = parsed('must be a 12-digit AWS account id', (text) => (/^\d{12}$/.test(text) ? text : undefined));
const awsRegion = parsed('must be an AWS Region', (text) => (/^[a-z]{2}(-[a-z]+)+-\d$/.test(text) ? text : undefined));

/** WAF counts at least 10 requests in a window, so no rate limit is lower. */
const requestLimit = wholeNumber(10, 2_000_000_000, 'must be a whole number of requests, at least 10');

/**
 * What only the stacks read, not the functions: the rate limits applied before any function runs
 * (functions/manifest/rate-limits.ts; by AWS WAF at the edge when deployed, by the local HTTP server with
 * RATE_LIMITS=1), where alarms are mailed, and the alarm thresholds that are a judgement call.
 */
export const STACK_SETTINGS = {
  stage: setting({
    env: 'HANDOFF_STAGE',
    context: 'stage',
    default: '',
    parser: parsed('must be empty or up to 16 lower-case letters and digits, starting with a letter', (text) =>
      /^([a-z][a-z0-9]{0,15})?$/.test(text) ? text : undefined,
    ),
  }),
  account: optional({
    env: 'STAGE_ACCOUNT',
    context: 'account',
    parser: awsAccountId,
    production: { holds: (account) => account !== undefined, must: `${IN_PRODUCTION}: the AWS account the stage deploys to` },
  }),
  region: optional({
    env: 'STAGE_REGION',
    context: 'region',
    parser: awsRegion,
    production: { holds: (region) => region !== undefined, must: `${IN_PRODUCTION}: the AWS Region the stage deploys to` },
  }),
  rateLimitPerIp: setting({
    env: 'RATE_LIMIT_PER_IP',
    context: 'rateLimitPerIp',
    default: '3000',
    parser: requestLimit,
  }),
  rateLimitPerApiKey: setting({
    env: 'RATE_LIMIT_PER_API_KEY',
    context: 'rateLimitPerApiKey',
    default: '300',
    parser: requestLimit,
  }),
  rateLimitPerOperator: setting({
    env: 'RATE_LIMIT_PER_OPERATOR',
    context: 'rateLimitPerOperator',
    default: '300',
    parser: requestLimit,
  }),
  rateLimitRegistrationsPerIp: setting({
    env: 'RATE_LIMIT_REGISTRATIONS_PER_IP',
    context: 'rateLimitRegistrationsPerIp',
    default: '10',
    parser: requestLimit,
  }),
  alarmEmail: optional({
    env: 'ALARM_EMAIL',
    context: 'alarmEmail',
    parser: parsed('must be an email address', (text) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text : undefined)),
    production: { holds: (email) => email !== undefined, must: `${IN_PRODUCTION}: where the alarms are mailed` },
  }),
  originSecretVersion: optional({
    env: 'ORIGIN_SECRET_VERSION',
    context: 'originSecretVersion',
    parser: parsed('must be a Secrets Manager version id (32 to 64 characters)', (text) => (/^[A-Za-z0-9-]{32,64}$/.test(text) ? text : undefined)),
  }),
  edgeCertificateArn: optional({
    env: 'EDGE_CERTIFICATE_ARN',
    context: 'edgeCertificateArn',
    parser: parsed('must be the ARN of an ACM certificate in us-east-1', (text) =>
      /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/.test(text) ? text : undefined,
    ),
  }),
  backupCopyVaultArn: optional({
    env: 'BACKUP_COPY_VAULT_ARN',
    context: 'backupCopyVaultArn',
    parser: parsed('must be the ARN of an AWS Backup vault (arn:aws:backup:<region>:<account>:backup-vault:<name>)', (text) =>
      /^arn:aws[a-z-]*:backup:[a-z0-9-]+:\d{12}:backup-vault:[A-Za-z0-9_.-]{2,50}$/.test(text) ? text : undefined,
    ),
  }),
  mailIdentity: setting({
    env: 'MAIL_IDENTITY',
    context: 'mailIdentity',
    default: 'address',
    parser: parsed("must be 'address' or 'domain'", (text) => (text === 'address' || text === 'domain' ? text : undefined)),
  }),
  hotWalletUsdcAlarm: setting({
    env: 'HOT_WALLET_USDC_ALARM',
    context: 'hotWalletUsdcAlarm',
    default: '100',
    parser: positiveInteger(100_000_000),
  }),
  hotWalletGasAlarmGwei: setting({
    env: 'HOT_WALLET_GAS_ALARM_GWEI',
    context: 'hotWalletGasAlarmGwei',
    default: '2000000',
    parser: positiveInteger(1_000_000_000_000),
  }),
  reconciledStepsAlarm: setting({
    env: 'RECONCILED_STEPS_ALARM',
    context: 'reconciledStepsAlarm',
    default: '10',
    parser: positiveInteger(1_000_000),
  }),
  disputeResolutionAlarmHours: setting({
    env: 'DISPUTE_RESOLUTION_ALARM_HOURS',
    context: 'disputeResolutionAlarmHours',
    default: '72',
    parser: positiveInteger(24 * 365),
  }),
  kycWaitAlarmHours: setting({
    env: 'KYC_WAIT_ALARM_HOURS',
    context: 'kycWaitAlarmHours',
    default: '48',
    parser: positiveInteger(24 * 365),
  }),
  mapTileUrl: setting({
    env: 'MAP_TILE_URL',
    context: 'mapTileUrl',
    default: '',
    parser: parsed('must be empty or an https URL template with {z}, {x} and {y}', (text) =>
      text === '' || (/^https:\/\/[^\s/]+\/\S*$/.test(text) && ['{z}', '{x}', '{y}'].every((part) => text.includes(part))) ? text : undefined,
    ),
  }),
} satisfies Record<string, AnySetting>;

export const STACK_SETTING_DOCS = {
  stage: {
    about:
      'Deployed only: names the environment, so several share an account: stacks `Handoff-<stage>-Data` and so on, their exports ' +
      `and fixed names prefixed alike (empty: \`HandoffData\` and so on). \`${PRODUCTION_STAGE}\` is the production profile: synth requires what the Production column names`,
  },
  account: {
    about:
      "Deployed only: the AWS account of the stage's stacks. Every stack is pinned to it, and a synth whose credentials are for another account is refused (offline synth, without credentials, is not)",
  },
  region: {
    about:
      "Deployed only: the Region of the stage's stacks (the edge's are in us-east-1 whatever it is). Every stack is pinned to it, and a synth whose CLI Region (`AWS_REGION`, or the profile's) differs is refused",
  },
  rateLimitPerIp: {
    about:
      'Requests per 5 minutes one source IP may make, whatever its credentials (counted first: random API keys each get a fresh per-key counter, not a fresh per-IP one); twice what one API key may make',
  },
  rateLimitPerApiKey: { about: 'Requests per minute one agent API key (`X-API-Key`) may make' },
  rateLimitPerOperator: { about: "Requests per minute one operator's token (`Authorization`) may make" },
  rateLimitRegistrationsPerIp: {
    about: 'Requests per 10 minutes one source IP may make to the unauthenticated POST routes (registrations, verify-email)',
  },
  alarmEmail: { about: "Deployed only: the address the alarms' SNS topic mails (unset: the topic has no subscriber)" },
  originSecretVersion: {
    about:
      "Deployed only: the origin secret's version the edge sends (unset: the version current at the first deploy); set it to a rotated version's id to make CloudFront send the new value",
  },
  edgeCertificateArn: {
    about:
      "Deployed only: an ACM certificate (us-east-1, CloudFront's Region) for publicBaseUrl's host, which the edge then serves as its alternate domain (TLS 1.2 or later); required with publicBaseUrl, whose origin the photo bucket's CORS allows",
  },
  backupCopyVaultArn: {
    about:
      "Deployed only: a backup vault in a second account (same AWS Organization) that AWS Backup copies each day's backup of the table into, so a compromised or lost account still leaves a copy (docs/runbook.md: backups). Unset: the backups stay in this account's vault, with point-in-time recovery",
  },
  mailIdentity: {
    about:
      'Deployed only: the SES identity verified for mailFrom, `address` (the address itself) or `domain` (its domain, with DKIM); the production user pool names that identity',
  },
  hotWalletUsdcAlarm: {
    about:
      "Deployed only, chain mode: whole USDC below which the hot wallet's hourly balance alarms (payouts it cannot cover are refunded, not retried)",
  },
  hotWalletGasAlarmGwei: {
    about: "Deployed only, chain mode: gwei of ETH (gas) below which the hot wallet's hourly balance alarms; 2,000,000 is 0.002 ETH",
  },
  reconciledStepsAlarm: {
    about:
      'Deployed only: stalled steps the timer sweep may start again in an hour (ReconciledSteps) before it alarms; a few are a workflow retried out, many a broken step',
  },
  disputeResolutionAlarmHours: {
    about: 'Deployed only: hours an appealed dispute may wait for the back office (OldestAppealedDisputeHours) before it alarms',
  },
  kycWaitAlarmHours: { about: "Deployed only: hours an operator's KYC submission may wait for staff (OldestKycWaitHours) before it alarms" },
  mapTileUrl: {
    about:
      "The operator app's map tiles, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png` (mind the tile server's usage policy); its origin joins the app's img-src. Empty: the map shows the tasks and the radius without tiles",
  },
} satisfies SettingDocs<typeof STACK_SETTINGS>;

/** Where `cdk synth` puts the stacks: the CDK CLI sets these; a placeholder keeps synth offline. */
export const DEPLOY_TARGET_SETTINGS = {
  account: setting({
    env: 'CDK_DEFAULT_ACCOUNT',
    default: '000000000000',
    parser: awsAccountId,
  }),
  region: setting({
    env: 'CDK_DEFAULT_REGION',
    default: 'us-east-1',
    parser: awsRegion,
  }),
} satisfies Record<string, AnySetting>;

export const DEPLOY_TARGET_SETTING_DOCS = {
  account: { about: 'Account of the stacks', defaultText: 'set by the CDK CLI; `000000000000` offline' },
  region: { about: 'Region of the stacks', defaultText: 'set by the CDK CLI; `us-east-1` offline' },
} satisfies SettingDocs<typeof DEPLOY_TARGET_SETTINGS>;

/** Variables the libraries read themselves; listed for docs/configuration.md only. */
export const LIBRARY_VARIABLES = [
  { env: 'POWERTOOLS_LOG_LEVEL', default: 'INFO', about: 'Structured JSON log level (Powertools Logger)' },
  {
    env: 'POWERTOOLS_TRACE_ENABLED',
    default: 'true',
    about: 'In Lambda, `false` keeps the workflow functions and the callback sender from loading the X-Ray tracer (Powertools Tracer)',
  },
] as const;
