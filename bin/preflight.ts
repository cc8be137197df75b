/**
 * `npm run preflight -- --stage <name> --region <region>`: what the account lacks before a stage's first deploy, read
 * with the AWS SDK (the credentials the AWS CLI would use; `--region` names the stacks' Region). Prints
 * every check, and exits 1 naming what is missing: a deploy that would fail half-way (and leave
 * retained resources behind) fails here instead, in seconds.
 */

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BedrockClient, GetFoundationModelAvailabilityCommand } from '@aws-sdk/client-bedrock';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CloudFrontClient, ListDistributionsCommand } from '@aws-sdk/client-cloudfront';
import { CloudWatchLogsClient, DescribeLogGroupsCommand, DescribeResourcePoliciesCommand } from '@aws-sdk/client-cloudwatch-logs';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DescribeSecretCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { deployedSettings } from '../functions/platform/settings/deploy';
import { EDGE_REGION } from '../lib/edge-region';
import { stageContext } from '../lib/stage-context';
import { stageNames } from '../lib/stage-names';

/** Concurrent executions the stage needs (lib/api.ts THROTTLE: ~180 busy at the stage throttle, and the rest for bursts). */
export const REQUIRED_CONCURRENCY = 1000;
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

const stackStatus = async (region: string, stackName: string): Promise<string | undefined> => {
  try {
    const { Stacks } = await new CloudFormationClient({ region }).send(new DescribeStacksCommand({ StackName: stackName }));
    return Stacks?.[0]?.StackStatus;
  } catch (error) {
    if (errorName(error) === 'ValidationError') return undefined; // "Stack with id ... does not exist"
    throw error;
  }
};

const BROKEN_STATUS = /(_FAILED|ROLLBACK_COMPLETE)$/;

interface PreflightOptions {
  readonly stage: string;
  readonly region: string;
  /** The context (-c), as cdk.json and the CLI would give it; the stage's committed file is added. */
  readonly context?: Record<string, unknown>;
  readonly stagesDir?: string;
}

export const preflight = async ({ stage, region, context = {}, stagesDir }: PreflightOptions): Promise<Check[]> => {
  const { Account: account = '' } = await new STSClient({ region }).send(new GetCallerIdentityCommand({}));
  const lookup = stageContext((key) => (key === 'stage' ? stage : context[key]), account, stagesDir);
  const settings = deployedSettings(lookup);
  const names = stageNames(settings.stack.stage);
  const { mailFrom, chainRpcUrlParameter, guardian, guardianModelId } = settings.values;
  const identity = settings.stack.mailIdentity === 'domain' ? mailFrom.split('@')[1]! : mailFrom;
  const firstDeploy = (await stackStatus(region, names.stack('Data'))) === undefined;

  return Promise.all([
    check(`CDK bootstrap in ${region} and ${EDGE_REGION}`, async () => {
      const regions = [...new Set([region, EDGE_REGION])];
      const statuses = await Promise.all(regions.map((r) => stackStatus(r, 'CDKToolkit')));
      return {
        problems: regions.flatMap((r, i) =>
          !statuses[i]
            ? [`not bootstrapped in ${r}: npx cdk bootstrap aws://${account}/${r}`]
            : BROKEN_STATUS.test(statuses[i]!)
              ? [`the CDKToolkit stack in ${r} is ${statuses[i]}: fix or delete it, then bootstrap again`]
              : [],
        ),
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
    check(`Bedrock model access for ${guardian === 'bedrock' ? guardianModelId : '(guardian=rules: none needed)'}`, async () => {
      if (guardian !== 'bedrock') return { problems: [] };
      const found = await new BedrockClient({ region }).send(new GetFoundationModelAvailabilityCommand({ modelId: guardianModelId }));
      const usable =
        found.authorizationStatus === 'AUTHORIZED' &&
        found.entitlementAvailability === 'AVAILABLE' &&
        found.regionAvailability === 'AVAILABLE' &&
        found.agreementAvailability?.status === 'AVAILABLE';
      return {
        problems: usable
          ? []
          : [
              `${guardianModelId} is not usable in ${region} (authorization ${found.authorizationStatus}, entitlement ${found.entitlementAvailability}, agreement ${found.agreementAvailability?.status}, Region ${found.regionAvailability}): enable it in the Bedrock console, Model access`,
            ],
      };
    }),
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
const main = async (argv: readonly string[]): Promise<number> => {
  const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const stage = option('--stage');
  const region = option('--region');
  if (!stage || !region) {
    console.error("Usage: npm run preflight -- --stage <name> --region <the stacks' Region> [-c key=value ...]");
    return 2;
  }
  const cdkJson = JSON.parse(readFileSync(fileURLToPath(new URL('../cdk.json', import.meta.url)), 'utf8')).context ?? {};
  const overrides = Object.fromEntries(argv.flatMap((arg, i) => (arg === '-c' ? [argv[i + 1]!.split(/=(.*)/s).slice(0, 2)] : [])));
  const checks = await preflight({ stage, region, context: { ...cdkJson, ...overrides } });
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
