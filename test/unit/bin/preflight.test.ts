import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BedrockClient,
  GetFoundationModelAvailabilityCommand,
  GetFoundationModelCommand,
  GetInferenceProfileCommand,
  type InferenceType,
  ListInferenceProfilesCommand,
} from '@aws-sdk/client-bedrock';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CloudFrontClient, ListDistributionsCommand } from '@aws-sdk/client-cloudfront';
import { CloudTrailClient, DescribeTrailsCommand, GetTrailStatusCommand } from '@aws-sdk/client-cloudtrail';
import { CloudWatchLogsClient, DescribeLogGroupsCommand, DescribeResourcePoliciesCommand } from '@aws-sdk/client-cloudwatch-logs';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetResourcesCommand, ResourceGroupsTaggingAPIClient } from '@aws-sdk/client-resource-groups-tagging-api';
import { DescribeSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preflight, preflightMain, preflightReport, REQUIRED_BOOTSTRAP_VERSION, REQUIRED_CONCURRENCY } from '../../../bin/preflight';

const REGION = 'eu-west-1';
const ACCOUNT = '123456789012';

/** A stage `prod` with everything its synth requires, and a `dev` with nothing but where it goes, in a stages folder of their own. */
const stagesDir = (() => {
  const dir = `${mkdtempSync(join(tmpdir(), 'handoff-stages-'))}/`;
  writeFileSync(`${dir}dev.json`, JSON.stringify({ stage: 'dev', account: ACCOUNT, region: REGION }));
  writeFileSync(
    `${dir}prod.json`,
    JSON.stringify({
      stage: 'prod',
      account: ACCOUNT,
      region: REGION,
      mailFrom: 'no-reply@mail.handoff.dev',
      mailIdentity: 'domain',
      alarmEmail: 'oncall@handoff.dev',
      adminApiKeySha256: 'ab'.repeat(32),
      chainRpcUrlParameter: '/handoff/prod/chain-rpc-url',
      depositAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    }),
  );
  return dir;
})();

const mocks = {
  sts: mockClient(STSClient),
  cloudFormation: mockClient(CloudFormationClient),
  ses: mockClient(SESv2Client),
  ssm: mockClient(SSMClient),
  bedrock: mockClient(BedrockClient),
  cloudFront: mockClient(CloudFrontClient),
  lambda: mockClient(LambdaClient),
  logs: mockClient(CloudWatchLogsClient),
  secrets: mockClient(SecretsManagerClient),
  cloudTrail: mockClient(CloudTrailClient),
  tagging: mockClient(ResourceGroupsTaggingAPIClient),
};

const awsError = (name: string) => Object.assign(new Error(name), { name });

const toolkit = (status: 'CREATE_COMPLETE' | 'UPDATE_COMPLETE', version: number) => ({
  StackName: 'CDKToolkit',
  StackStatus: status,
  CreationTime: new Date(),
  Outputs: [{ OutputKey: 'BootstrapVersion', OutputValue: String(version) }],
});

/** Nova Lite where it is on demand (us-east-1), as GetFoundationModel answers; in eu-west-1 it is INFERENCE_PROFILE only. */
const novaLite = (inference: 'ON_DEMAND' | 'INFERENCE_PROFILE') => ({
  modelDetails: {
    modelArn: `arn:aws:bedrock:${REGION}::foundation-model/amazon.nova-lite-v1:0`,
    modelId: 'amazon.nova-lite-v1:0',
    // Bedrock answers INFERENCE_PROFILE for such a model, a value the SDK's InferenceType does not list yet.
    inferenceTypesSupported: [inference] as InferenceType[],
  },
});
const EU_NOVA_LITE = {
  inferenceProfileId: 'eu.amazon.nova-lite-v1:0',
  inferenceProfileName: 'EU Nova Lite',
  inferenceProfileArn: `arn:aws:bedrock:${REGION}:${ACCOUNT}:inference-profile/eu.amazon.nova-lite-v1:0`,
  status: 'ACTIVE' as const,
  type: 'SYSTEM_DEFINED' as const,
  createdAt: new Date(),
  updatedAt: new Date(),
  models: ['eu-west-1', 'eu-central-1', 'eu-west-3'].map((region) => ({
    modelArn: `arn:aws:bedrock:${region}::foundation-model/amazon.nova-lite-v1:0`,
  })),
};

/** An account ready for the stage's first deploy. */
const readyAccount = () => {
  for (const mock of Object.values(mocks)) mock.reset();
  mocks.sts.on(GetCallerIdentityCommand).resolves({ Account: ACCOUNT });
  mocks.cloudFormation.on(DescribeStacksCommand).rejects(awsError('ValidationError'));
  mocks.cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves({ Stacks: [toolkit('UPDATE_COMPLETE', 30)] });
  mocks.ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
  mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true });
  mocks.ssm.on(GetParameterCommand).resolves({ Parameter: { Name: '/handoff/prod/chain-rpc-url', Type: 'SecureString' } });
  mocks.bedrock.on(GetFoundationModelCommand).resolves(novaLite('ON_DEMAND'));
  mocks.bedrock.on(ListInferenceProfilesCommand).resolves({ inferenceProfileSummaries: [EU_NOVA_LITE] });
  mocks.bedrock.on(GetInferenceProfileCommand).resolves(EU_NOVA_LITE);
  mocks.bedrock.on(GetFoundationModelAvailabilityCommand).resolves({
    modelId: 'amazon.nova-lite-v1:0',
    authorizationStatus: 'AUTHORIZED',
    entitlementAvailability: 'AVAILABLE',
    regionAvailability: 'AVAILABLE',
    agreementAvailability: { status: 'AVAILABLE' },
  });
  mocks.cloudFront.on(ListDistributionsCommand).resolves({ DistributionList: { Quantity: 1, Marker: '', MaxItems: 1, IsTruncated: false } });
  mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
  mocks.logs.on(DescribeResourcePoliciesCommand).resolves({ resourcePolicies: [] });
  mocks.logs.on(DescribeLogGroupsCommand).resolves({ logGroups: [] });
  mocks.secrets.on(DescribeSecretCommand).rejects(awsError('ResourceNotFoundException'));
  mocks.cloudTrail.on(DescribeTrailsCommand).resolves({
    trailList: [
      { Name: 'org-trail', TrailARN: `arn:aws:cloudtrail:us-east-1:${ACCOUNT}:trail/org-trail`, IsMultiRegionTrail: true, HomeRegion: 'us-east-1' },
    ],
  });
  mocks.cloudTrail.on(GetTrailStatusCommand).resolves({ IsLogging: true });
  mocks.tagging.on(GetResourcesCommand).resolves({ ResourceTagMappingList: [] });
};

const run = (context: Record<string, unknown> = {}) => preflight({ stage: 'prod', context, stagesDir });
const problemsOf = (checks: Awaited<ReturnType<typeof run>>) => checks.flatMap((check) => check.problems);

beforeEach(readyAccount);

describe('npm run preflight: what the account lacks before a stage deploys', () => {
  it('passes an account that has everything, asking about the stage’s own names and its SES domain', async () => {
    const checks = await run();
    expect(problemsOf(checks)).toEqual([]);
    expect(checks).toHaveLength(10);
    expect(mocks.ses.commandCalls(GetEmailIdentityCommand)[0]!.args[0].input).toEqual({ EmailIdentity: 'mail.handoff.dev' });
    expect(mocks.ssm.commandCalls(GetParameterCommand)[0]!.args[0].input).toEqual({ Name: '/handoff/prod/chain-rpc-url' });
    expect(mocks.bedrock.commandCalls(GetFoundationModelAvailabilityCommand)[0]!.args[0].input).toEqual({
      modelId: 'amazon.nova-lite-v1:0',
    });
    expect(mocks.secrets.commandCalls(DescribeSecretCommand).map((call) => call.args[0].input)).toEqual([
      { SecretId: 'Handoff-prod-origin-verify' },
      { SecretId: 'Handoff-prod-origin-verify' },
    ]);
    expect(mocks.tagging.commandCalls(GetResourcesCommand)[0]!.args[0].input).toEqual({
      TagFilters: [{ Key: 'aws:cloudformation:stack-name', Values: ['Handoff-prod-Data'] }],
    });
    expect(preflightReport(checks)).not.toContain('MISSING');
  });

  it('names each missing thing with what to do: bootstrap, SES identity, parameter, model access, concurrency, Logs policy room, leftovers', async () => {
    // Bootstrapped in the stack's Region only.
    mocks.cloudFormation.reset();
    mocks.cloudFormation.on(DescribeStacksCommand).rejects(awsError('ValidationError'));
    const bootstrappedIn = new Set([REGION]);
    mocks.cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).callsFake(async (_input, getClient) => {
      const region = await getClient().config.region();
      if (!bootstrappedIn.has(region)) throw awsError('ValidationError');
      return { Stacks: [toolkit('CREATE_COMPLETE', 30)] };
    });
    mocks.ses.on(GetEmailIdentityCommand).rejects(awsError('NotFoundException'));
    mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false });
    mocks.ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
    mocks.bedrock.on(GetFoundationModelAvailabilityCommand).resolves({
      modelId: 'amazon.nova-lite-v1:0',
      authorizationStatus: 'NOT_AUTHORIZED',
      entitlementAvailability: 'AVAILABLE',
      regionAvailability: 'AVAILABLE',
      agreementAvailability: { status: 'NOT_AVAILABLE' },
    });
    mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10 } });
    mocks.logs.on(DescribeResourcePoliciesCommand).resolves({
      resourcePolicies: Array.from({ length: 10 }, (_, i) => ({ policyName: `p${i}`, policyDocument: 'x'.repeat(5000) })),
    });
    mocks.secrets.on(DescribeSecretCommand).resolves({ Name: 'Handoff-prod-origin-verify', DeletedDate: new Date() });
    mocks.logs.on(DescribeLogGroupsCommand, { logGroupNamePrefix: '/aws/vendedlogs/states/Handoff-prod-' }).resolves({
      logGroups: [{ logGroupName: '/aws/vendedlogs/states/Handoff-prod-PayoutSettlement' }],
    });

    const problems = problemsOf(await run());

    expect(problems).toEqual([
      `not bootstrapped in us-east-1: AWS_REGION=eu-west-1 npx cdk bootstrap -c stage=prod aws://${ACCOUNT}/eu-west-1 aws://${ACCOUNT}/us-east-1`,
      expect.stringMatching(/^no SES identity mail\.handoff\.dev in eu-west-1: verify the domain/),
      'SES in eu-west-1 is in its sandbox: request production access',
      expect.stringMatching(/^no parameter \/handoff\/prod\/chain-rpc-url in eu-west-1: aws ssm put-parameter --type SecureString/),
      expect.stringMatching(/^amazon\.nova-lite-v1:0 is not usable in eu-west-1 \(authorization NOT_AUTHORIZED/),
      // The production stage screens with a model too (screening=bedrock deployed).
      expect.stringMatching(/^amazon\.nova-micro-v1:0 is not usable in eu-west-1 \(authorization NOT_AUTHORIZED/),
      `the account may run 10 functions at once in eu-west-1: ask Service Quotas for ${REQUIRED_CONCURRENCY} (Lambda, Concurrent executions)`,
      expect.stringMatching(/^us-east-1 holds 10 CloudWatch Logs resource policies, all near full/),
      expect.stringMatching(/^secret Handoff-prod-origin-verify is left in eu-west-1 \(scheduled for deletion\): aws secretsmanager delete-secret/),
      expect.stringMatching(/^secret Handoff-prod-origin-verify is left in us-east-1/),
      expect.stringMatching(/^log group \/aws\/vendedlogs\/states\/Handoff-prod-PayoutSettlement is left in eu-west-1/),
    ]);
  });

  it("looks for leftovers only before the stage's first deploy: its own stacks' resources are not leftovers", async () => {
    mocks.cloudFormation.on(DescribeStacksCommand, { StackName: 'Handoff-prod-Data' }).resolves({
      Stacks: [{ StackName: 'Handoff-prod-Data', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }],
    });
    mocks.secrets.on(DescribeSecretCommand).resolves({ Name: 'Handoff-prod-origin-verify' });
    expect(problemsOf(await run())).toEqual([]);
    expect(mocks.secrets.commandCalls(DescribeSecretCommand)).toHaveLength(0);
  });

  it("notes, without failing, that a new account's CloudFront verification cannot be read", async () => {
    mocks.cloudFront.on(ListDistributionsCommand).resolves({ DistributionList: { Quantity: 0, Marker: '', MaxItems: 1, IsTruncated: false } });
    const checks = await run();
    expect(problemsOf(checks)).toEqual([]);
    expect(checks.find((check) => check.name === 'CloudFront')!.notes).toEqual([expect.stringContaining('verified by AWS Support')]);
  });

  it('names a check it could not run (access denied, say) as missing, and runs the others', async () => {
    mocks.lambda.on(GetAccountSettingsCommand).rejects(awsError('AccessDeniedException'));
    const problems = problemsOf(await run());
    expect(problems).toEqual([expect.stringMatching(/^could not check \(AccessDeniedException/)]);
  });

  it('finds a model offered in the Region only through an inference profile, and names the profile to set', async () => {
    mocks.bedrock.on(GetFoundationModelCommand, { modelIdentifier: 'amazon.nova-lite-v1:0' }).resolves(novaLite('INFERENCE_PROFILE'));
    expect(problemsOf(await run())).toEqual([
      'amazon.nova-lite-v1:0 is offered in eu-west-1 only through an inference profile: set "guardianModelId": "eu.amazon.nova-lite-v1:0" in the stage\'s file',
    ]);
  });

  it("passes the inference profile the stage names, checking the profile and its model's access", async () => {
    mocks.bedrock.on(GetFoundationModelCommand, { modelIdentifier: 'amazon.nova-lite-v1:0' }).resolves(novaLite('INFERENCE_PROFILE'));
    expect(problemsOf(await run({ guardianModelId: 'eu.amazon.nova-lite-v1:0' }))).toEqual([]);
    expect(mocks.bedrock.commandCalls(GetInferenceProfileCommand)[0]!.args[0].input).toEqual({
      inferenceProfileIdentifier: 'eu.amazon.nova-lite-v1:0',
    });
    expect(mocks.bedrock.commandCalls(GetFoundationModelAvailabilityCommand)[0]!.args[0].input).toEqual({ modelId: 'amazon.nova-lite-v1:0' });
    expect(mocks.bedrock.commandCalls(GetFoundationModelCommand, { modelIdentifier: 'amazon.nova-lite-v1:0' })).toHaveLength(0);
  });

  it('checks the screening model too when screening is bedrock, and names a profile the Region lacks', async () => {
    mocks.bedrock.on(GetInferenceProfileCommand).rejects(awsError('ResourceNotFoundException'));
    expect(problemsOf(await run({ screening: 'bedrock', screeningModelId: 'us.amazon.nova-micro-v1:0' }))).toEqual([
      expect.stringMatching(/^there is no inference profile us\.amazon\.nova-micro-v1:0 in eu-west-1/),
    ]);
  });

  it('wants a logging CloudTrail trail covering the Region, and a bootstrap recent enough', async () => {
    mocks.cloudTrail.on(DescribeTrailsCommand).resolves({ trailList: [{ Name: 'us-only', HomeRegion: 'us-east-1', IsMultiRegionTrail: false }] });
    mocks.cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves({ Stacks: [toolkit('UPDATE_COMPLETE', 6)] });
    expect(problemsOf(await run())).toEqual([
      expect.stringMatching(new RegExp(`^the bootstrap in eu-west-1 is version 6, older than ${REQUIRED_BOOTSTRAP_VERSION}`)),
      expect.stringMatching(/^the bootstrap in us-east-1 is version 6/),
      expect.stringMatching(/^no CloudTrail trail covers eu-west-1: aws cloudtrail create-trail/),
    ]);
    mocks.cloudTrail.on(DescribeTrailsCommand).resolves({ trailList: [{ Name: 'eu', TrailARN: 'arn:eu', HomeRegion: REGION }] });
    mocks.cloudTrail.on(GetTrailStatusCommand).resolves({ IsLogging: false });
    expect(problemsOf(await run())).toContainEqual(expect.stringMatching(/^no trail covering eu-west-1 is logging \(eu\)/));
  });

  it("names what a failed deploy retained under the stage's data stack (table, keys, bucket)", async () => {
    const left = [
      `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/Handoff-prod-Data-TableCD117FA1-1X2Y3Z`,
      `arn:aws:kms:${REGION}:${ACCOUNT}:key/0b4a6f7e-1111-2222-3333-444455556666`,
      'arn:aws:s3:::handoff-prod-data-photobucket465738b3-abcdef',
    ];
    mocks.tagging.on(GetResourcesCommand).resolves({ ResourceTagMappingList: left.map((ResourceARN) => ({ ResourceARN })) });
    expect(problemsOf(await run())).toEqual(
      left.map((arn) => expect.stringContaining(`${arn} is left from an earlier Handoff-prod-Data in eu-west-1`)),
    );
  });

  it("runs in the stage's account and Region: credentials for another account are refused, as synth refuses them", async () => {
    mocks.sts.on(GetCallerIdentityCommand).resolves({ Account: '999999999999' });
    await expect(run()).rejects.toThrow(`Stage prod deploys to account ${ACCOUNT}, but the credentials are for account 999999999999`);
    expect(mocks.sts.commandCalls(GetCallerIdentityCommand)[0]!.args[0].input).toEqual({});
  });

  it('exits 1 with the report when something is missing, 0 when ready, 2 without a stage', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(preflightMain(['--stage', 'dev'], stagesDir)).resolves.toBe(0);
      mocks.ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
      mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 50 } });
      await expect(
        preflightMain(
          ['--stage', 'dev', '-c', 'chainRpcUrlParameter=/handoff/dev/rpc', '-c', 'depositAddress=0x52908400098527886E0F7030069857D2E4169EE7'],
          stagesDir,
        ),
      ).resolves.toBe(1);
      expect(log.mock.calls.flat().join('\n')).toMatch(/MISSING SSM parameter \/handoff\/dev\/rpc/);
      await expect(preflightMain([])).resolves.toBe(2);
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});
