/**
 * `npm run preflight -- --stage <name>`: what the account lacks before a stage's first deploy, read
 * with the AWS SDK (the credentials the AWS CLI would use) in the account and Region the stage's file
 * names (stages/<name>.json `account`, `region`): credentials for another account are refused, as
 * synth refuses them. Prints every check, and exits 1 naming what is missing: a deploy that would fail
 * half-way (and leave retained resources behind) fails here instead, in seconds.
 */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BedrockClient,
  GetFoundationModelAvailabilityCommand,
  GetFoundationModelCommand,
  GetInferenceProfileCommand,
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
import { deployedSettings } from '../functions/platform/settings/deploy';
import { EDGE_REGION } from '../lib/edge-region';
import { inferenceProfileOf } from '../lib/guardian';
import { PLACEHOLDER_ACCOUNT, stageContext, stageEnvironment } from '../lib/stage-context';
import { stageNames } from '../lib/stage-names';

/** Concurrent executions the stage needs (lib/api.ts THROTTLE: ~180 busy at the stage throttle, and the rest for bursts). */
export const REQUIRED_CONCURRENCY = 1000;
/**
 * The CDKToolkit stack's version the synthesized stacks need (`requiresBootstrapStackVersion` in
 * cdk.out/manifest.json): 6 to deploy, 8 for the lookup role the CLI assumes.
 */
export const REQUIRED_BOOTSTRAP_VERSION = 8;
/** CloudWatch Logs: resource policies per Region, and the characters of one. */
const LOGS_POLICY_LIMIT = 10;
const LOGS_POLICY_CHARACTERS = 5120;
/** What one more log delivery (WAF's) adds to a delivery policy, about. */
const LOGS_POLICY_ROOM = 600;

export interface Check {
  readonly name: string;
  /** What is missing, and what to do; none: the check passed. */
  readonly problems: readonly string[];
  /** What it could not decide (the account's CloudFront verification has no API): printed, never fatal. */
  readonly notes?: readonly string[];
}

const errorName = (error: unknown): string => (error as { name?: string }).name ?? '';

/** One check; an SDK error other than the ones it expects is its problem, named, so one check cannot hide the others. */
const check = async (name: string, run: () => Promise<Omit<Check, 'name'>>): Promise<Check> => {
  try {
    return { name, ...(await run()) };
  } catch (error) {
    return { name, problems: [`could not check (${errorName(error) || 'error'}: ${(error as Error).message})`] };
  }
};

/** A stack's status and outputs; none when it does not exist. */
const describeStack = async (region: string, stackName: string) => {
  try {
    const { Stacks } = await new CloudFormationClient({ region }).send(new DescribeStacksCommand({ StackName: stackName }));
    return Stacks?.[0];
  } catch (error) {
    if (errorName(error) === 'ValidationError') return undefined; // "Stack with id ... does not exist"
    throw error;
  }
};

const BROKEN_STATUS = /(_FAILED|ROLLBACK_COMPLETE)$/;

interface PreflightOptions {
  readonly stage: string;
  /** The context (-c), as cdk.json and the CLI would give it; the stage's committed file is added. */
  readonly context?: Record<string, unknown>;
  readonly stagesDir?: string;
}

/** Whether Bedrock lets this account call `modelId` (a foundation model, or a cross-Region inference profile) in `region`. */
const modelAccess = async (region: string, modelId: string, contextKey: string): Promise<string[]> => {
  const bedrock = new BedrockClient({ region });
  const profile = inferenceProfileOf(modelId);
  const foundationModelId = profile?.foundationModelId ?? modelId;
  if (profile) {
    try {
      const found = await bedrock.send(new GetInferenceProfileCommand({ inferenceProfileIdentifier: modelId }));
      if (found.status !== 'ACTIVE') return [`the inference profile ${modelId} is ${found.status} in ${region}`];
    } catch (error) {
      if (errorName(error) !== 'ResourceNotFoundException') throw error;
      return [`there is no inference profile ${modelId} in ${region}: aws bedrock list-inference-profiles --region ${region} names this Region's`];
    }
  } else {
    const { modelDetails } = await bedrock.send(new GetFoundationModelCommand({ modelIdentifier: modelId }));
    if (!modelDetails?.inferenceTypesSupported?.includes('ON_DEMAND')) {
      // A model offered here only through a profile (Nova in eu-west-1): the call fails, so the stage must name the profile.
      const { inferenceProfileSummaries = [] } = await bedrock.send(
        new ListInferenceProfilesCommand({ typeEquals: 'SYSTEM_DEFINED', maxResults: 1000 }),
      );
      const profiles = inferenceProfileSummaries
        .filter((summary) => summary.models?.some((model) => model.modelArn?.endsWith(`/${modelId}`)))
        .map((summary) => summary.inferenceProfileId);
      return [
        profiles.length
          ? `${modelId} is offered in ${region} only through an inference profile: set "${contextKey}": "${profiles[0]}" in the stage's file${profiles.length > 1 ? ` (or ${profiles.slice(1).join(', ')})` : ''}`
          : `${modelId} cannot be called on demand in ${region}, and no inference profile of this Region routes to it: choose another model or Region`,
      ];
    }
  }
  const found = await bedrock.send(new GetFoundationModelAvailabilityCommand({ modelId: foundationModelId }));
  const usable =
    found.authorizationStatus === 'AUTHORIZED' &&
    found.entitlementAvailability === 'AVAILABLE' &&
    found.regionAvailability === 'AVAILABLE' &&
    found.agreementAvailability?.status === 'AVAILABLE';
  return usable
    ? []
    : [
        `${foundationModelId} is not usable in ${region} (authorization ${found.authorizationStatus}, entitlement ${found.entitlementAvailability}, agreement ${found.agreementAvailability?.status}, Region ${found.regionAvailability}): enable it in the Bedrock console, Model access`,
      ];
};

export const preflight = async ({ stage, context = {}, stagesDir }: PreflightOptions): Promise<Check[]> => {
  // The stage's file says where it deploys; preflight, given --stage always, needs no guard against a missing one.
  const lookup = stageContext((key) => (key === 'stage' ? stage : context[key]), PLACEHOLDER_ACCOUNT, stagesDir);
  const settings = deployedSettings(lookup);
  const { Account: caller = '' } = await new STSClient({ region: settings.stack.region ?? EDGE_REGION }).send(new GetCallerIdentityCommand({}));
  // Refused as synth refuses it: a stage naming no account or Region, or credentials for another account.
  const { account, region } = stageEnvironment(settings.stack, { account: caller, region: settings.stack.region ?? '' });
  const names = stageNames(settings.stack.stage);
  const { mailFrom, chainRpcUrlParameter, guardian, guardianModelId, screening, screeningModelId } = settings.values;
  const identity = settings.stack.mailIdentity === 'domain' ? mailFrom.split('@')[1]! : mailFrom;
  const dataStack = names.stack('Data');
  const firstDeploy = (await describeStack(region, dataStack)) === undefined;

  return Promise.all([
    check(`CDK bootstrap (version ${REQUIRED_BOOTSTRAP_VERSION} or later) in ${region} and ${EDGE_REGION}`, async () => {
      const regions = [...new Set([region, EDGE_REGION])];
      const toolkits = await Promise.all(regions.map((r) => describeStack(r, 'CDKToolkit')));
      const bootstrap = `npx cdk bootstrap -c stage=${stage} aws://${account}/${region} aws://${account}/${EDGE_REGION}`;
      return {
        problems: regions.flatMap((r, i) => {
          const toolkit = toolkits[i];
          if (!toolkit) return [`not bootstrapped in ${r}: AWS_REGION=${region} ${bootstrap}`];
          if (BROKEN_STATUS.test(toolkit.StackStatus ?? ''))
            return [`the CDKToolkit stack in ${r} is ${toolkit.StackStatus}: fix or delete it, then bootstrap again`];
          const version = Number(toolkit.Outputs?.find((output) => output.OutputKey === 'BootstrapVersion')?.OutputValue ?? 0);
          return version >= REQUIRED_BOOTSTRAP_VERSION
            ? []
            : [
                `the bootstrap in ${r} is version ${version}, older than ${REQUIRED_BOOTSTRAP_VERSION}: bootstrap again (AWS_REGION=${region} ${bootstrap})`,
              ];
        }),
      };
    }),
    check(`CloudTrail trail logging ${region}'s management events (the hot wallet's foreign-Sign alarm reads them)`, async () => {
      const cloudTrail = new CloudTrailClient({ region });
      const { trailList = [] } = await cloudTrail.send(new DescribeTrailsCommand({ includeShadowTrails: true }));
      const covering = trailList.filter((trail) => trail.IsMultiRegionTrail || trail.HomeRegion === region);
      const logging = await Promise.all(
        covering.map(async (trail) => (await cloudTrail.send(new GetTrailStatusCommand({ Name: trail.TrailARN ?? trail.Name }))).IsLogging === true),
      );
      if (logging.includes(true)) return { problems: [] };
      return {
        problems: [
          covering.length
            ? `no trail covering ${region} is logging (${covering.map((trail) => trail.Name).join(', ')}): aws cloudtrail start-logging --name <trail>`
            : `no CloudTrail trail covers ${region}: aws cloudtrail create-trail --name handoff-management --s3-bucket-name <bucket> --is-multi-region-trail, then start-logging`,
        ],
      };
    }),
    check(`SES identity ${identity} (${settings.stack.mailIdentity}) for ${mailFrom}`, async () => {
      const ses = new SESv2Client({ region });
      const problems: string[] = [];
      try {
        const found = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
        if (!found.VerifiedForSendingStatus) problems.push(`${identity} is not verified for sending in ${region} yet (SES console, Identities)`);
      } catch (error) {
        if (errorName(error) !== 'NotFoundException') throw error;
        problems.push(
          `no SES identity ${identity} in ${region}: verify the ${settings.stack.mailIdentity} (or set mailIdentity to the kind you verified); Cognito refuses the user pool otherwise`,
        );
      }
      const { ProductionAccessEnabled } = await ses.send(new GetAccountCommand({}));
      if (settings.production && !ProductionAccessEnabled) problems.push(`SES in ${region} is in its sandbox: request production access`);
      return { problems };
    }),
    check(`SSM parameter ${chainRpcUrlParameter ?? '(no chain: none needed)'}`, async () => {
      if (!chainRpcUrlParameter) return { problems: [] };
      try {
        const { Parameter } = await new SSMClient({ region }).send(new GetParameterCommand({ Name: chainRpcUrlParameter }));
        return {
          problems:
            Parameter?.Type === 'SecureString'
              ? []
              : [`${chainRpcUrlParameter} is a ${Parameter?.Type}, not a SecureString: put it again with --type SecureString`],
        };
      } catch (error) {
        if (errorName(error) !== 'ParameterNotFound') throw error;
        return {
          problems: [
            `no parameter ${chainRpcUrlParameter} in ${region}: aws ssm put-parameter --type SecureString --name ${chainRpcUrlParameter} --value '<RPC URL>'`,
          ],
        };
      }
    }),
    check(`Bedrock access to the Guardian's model ${guardian === 'bedrock' ? guardianModelId : '(guardian=rules: none needed)'}`, async () => ({
      problems: guardian === 'bedrock' ? await modelAccess(region, guardianModelId, 'guardianModelId') : [],
    })),
    check(`Bedrock access to the screening model ${screening === 'bedrock' ? screeningModelId : '(screening=rules: none needed)'}`, async () => ({
      problems: screening === 'bedrock' ? await modelAccess(region, screeningModelId, 'screeningModelId') : [],
    })),
    check('CloudFront', async () => {
      const { DistributionList } = await new CloudFrontClient({ region: EDGE_REGION }).send(new ListDistributionsCommand({ MaxItems: 1 }));
      // No API says whether AWS has verified the account for CloudFront; an account that already has a distribution has been.
      return {
        problems: [],
        notes: DistributionList?.Quantity
          ? []
          : [
              'the account has no distribution yet: a new account may have to be verified by AWS Support before its first one (the edge stack then fails with "Your account must be verified")',
            ],
      };
    }),
    check(`Lambda concurrency in ${region} (${REQUIRED_CONCURRENCY} needed)`, async () => {
      const { AccountLimit } = await new LambdaClient({ region }).send(new GetAccountSettingsCommand({}));
      const limit = AccountLimit?.ConcurrentExecutions ?? 0;
      return {
        problems:
          limit >= REQUIRED_CONCURRENCY
            ? []
            : [
                `the account may run ${limit} functions at once in ${region}: ask Service Quotas for ${REQUIRED_CONCURRENCY} (Lambda, Concurrent executions)`,
              ],
      };
    }),
    check(`CloudWatch Logs resource policy room in ${EDGE_REGION} (WAF logs)`, async () => {
      const { resourcePolicies = [] } = await new CloudWatchLogsClient({ region: EDGE_REGION }).send(new DescribeResourcePoliciesCommand({}));
      const roomy = resourcePolicies.some((policy) => (policy.policyDocument ?? '').length + LOGS_POLICY_ROOM <= LOGS_POLICY_CHARACTERS);
      return {
        problems:
          resourcePolicies.length < LOGS_POLICY_LIMIT || roomy
            ? []
            : [
                `${EDGE_REGION} holds ${resourcePolicies.length} CloudWatch Logs resource policies, all near full: WAF's log delivery could not add itself (aws logs describe-resource-policies; delete unused ones)`,
              ],
      };
    }),
    check('No leftover resources with the stage’s fixed names', async () => {
      if (!firstDeploy) return { problems: [] };
      const problems: string[] = [];
      for (const secretRegion of [...new Set([region, EDGE_REGION])]) {
        try {
          const secret = await new SecretsManagerClient({ region: secretRegion }).send(
            new DescribeSecretCommand({ SecretId: `${names.prefix}-origin-verify` }),
          );
          problems.push(
            `secret ${secret.Name} is left in ${secretRegion}${secret.DeletedDate ? ' (scheduled for deletion)' : ''}: aws secretsmanager delete-secret --region ${secretRegion} --secret-id ${secret.Name} --force-delete-without-recovery`,
          );
        } catch (error) {
          if (errorName(error) !== 'ResourceNotFoundException') throw error;
        }
      }
      // What the data stack retains when a deploy rolls back (the table, the keys, the photo bucket), by CloudFormation's own tag.
      const { ResourceTagMappingList = [] } = await new ResourceGroupsTaggingAPIClient({ region }).send(
        new GetResourcesCommand({ TagFilters: [{ Key: 'aws:cloudformation:stack-name', Values: [dataStack] }] }),
      );
      for (const { ResourceARN } of ResourceTagMappingList) {
        problems.push(
          `${ResourceARN} is left from an earlier ${dataStack} in ${region}: delete it (or empty and delete the bucket), or deploy into a stage of another name`,
        );
      }
      const groups = [
        { logsRegion: region, prefix: `/aws/vendedlogs/states/${names.prefix}-` },
        { logsRegion: EDGE_REGION, prefix: `aws-waf-logs-${names.prefix}` },
      ];
      for (const { logsRegion, prefix } of groups) {
        const { logGroups = [] } = await new CloudWatchLogsClient({ region: logsRegion }).send(
          new DescribeLogGroupsCommand({ logGroupNamePrefix: prefix }),
        );
        for (const group of logGroups) {
          // `aws-waf-logs-Handoff` is also the prefix of `aws-waf-logs-Handoff-dev`: only this stage's own name counts.
          if (prefix.startsWith('aws-waf-logs-') && group.logGroupName !== prefix) continue;
          problems.push(
            `log group ${group.logGroupName} is left in ${logsRegion}: aws logs delete-log-group --region ${logsRegion} --log-group-name ${group.logGroupName}`,
          );
        }
      }
      return { problems };
    }),
  ]);
};

const report = (checks: readonly Check[]): string =>
  checks
    .map(({ name, problems, notes = [] }) =>
      [
        `${problems.length ? 'MISSING' : 'ok     '} ${name}`,
        ...problems.map((p) => `        - ${p}`),
        ...notes.map((n) => `        note: ${n}`),
      ].join('\n'),
    )
    .join('\n');

/** The CLI: `--stage <name>` (required) and `-c key=value` overrides, as cdk takes them; cdk.json's context under them. */
const main = async (argv: readonly string[], stagesDir?: string): Promise<number> => {
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const stage = option('--stage');
  if (!stage) {
    console.error("Usage: npm run preflight -- --stage <name> [-c key=value ...] (the account and Region are the stage file's)");
    return 2;
  }
  const cdkJson = JSON.parse(readFileSync(fileURLToPath(new URL('../cdk.json', import.meta.url)), 'utf8')).context ?? {};
  const overrides = Object.fromEntries(argv.flatMap((arg, i) => (arg === '-c' ? [argv[i + 1]!.split(/=(.*)/s).slice(0, 2)] : [])));
  const checks = await preflight({ stage, context: { ...cdkJson, ...overrides }, stagesDir });
  console.log(report(checks));
  const missing = checks.filter((c) => c.problems.length).length;
  console.log(missing ? `\n${missing} of ${checks.length} checks found something missing: fix them before \`cdk deploy\`.` : '\nReady to deploy.');
  return missing ? 1 : 0;
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error((error as Error).message);
      process.exit(2);
    },
  );
}

export { main as preflightMain, report as preflightReport };
