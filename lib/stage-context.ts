import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Environment } from 'aws-cdk-lib';
import { SettingsError } from '../functions/platform/settings/define';
import { DEPLOY_TARGET_SETTINGS } from '../functions/platform/settings/stack-catalogue';

/** Where each stage's committed context lives: `stages/<name>.json`, one object of context keys. */
const STAGES_DIR = fileURLToPath(new URL('../stages/', import.meta.url));

/** The account `cdk synth` uses without credentials: a stage is required only against a real one. */
export const PLACEHOLDER_ACCOUNT = String(DEPLOY_TARGET_SETTINGS.account.default);

/** A stage's committed context; none without a stage. A named stage without its file is refused. */
export const stageFile = (stage: string, dir = STAGES_DIR): Record<string, unknown> => {
  if (!stage) return {};
  const path = `${dir}${stage}.json`;
  if (!existsSync(path)) throw new SettingsError([`Context stage '${stage}' has no stages/${stage}.json: commit one with the stage's context`]);
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new SettingsError([`stages/${stage}.json must hold one JSON object`]);
  if ('stage' in parsed && (parsed as { stage: unknown }).stage !== stage) throw new SettingsError([`stages/${stage}.json names another stage`]);
  return parsed as Record<string, unknown>;
};

/**
 * The context a stage deploys with: `-c key=value` first (a one-off override), then its committed
 * file, then cdk.json. And the guard: against a real account (the CLI found credentials) a stage
 * must be named, so a forgotten `-c stage=prod` cannot deploy the unstaged stacks with defaults;
 * `-c unstaged=true` deploys those (`HandoffData`...) on purpose.
 */
export const stageContext = (context: (key: string) => unknown, account: string, dir = STAGES_DIR): ((key: string) => unknown) => {
  const stage = String(context('stage') ?? '');
  if (!stage && account !== PLACEHOLDER_ACCOUNT && String(context('unstaged')) !== 'true') {
    throw new SettingsError([
      `Context stage is required to deploy to account ${account}: -c stage=<name> (its context is stages/<name>.json), or -c unstaged=true for the stacks without a stage`,
    ]);
  }
  const file = stageFile(stage, dir);
  return (key) => context(key) ?? file[key];
};

/**
 * Where a stage's stacks go: the account and Region its file names, whatever the CLI's defaults.
 * Against a real account (the CLI found credentials) a named stage must name both, and the CLI's
 * account and Region (its profile's, or `AWS_REGION`) must be them: a deploy never goes to the
 * profile's Region while preflight checked another, and `cdk bootstrap -c stage=` with the same
 * credentials passes. Offline (the placeholder account), the stage's own values where it has them,
 * so `cdk synth -c stage=<name>` builds what would deploy.
 */
export const stageEnvironment = (
  stage: { readonly stage: string; readonly account?: string; readonly region?: string },
  cli: { readonly account: string; readonly region: string },
): Required<Pick<Environment, 'account' | 'region'>> => {
  if (cli.account === PLACEHOLDER_ACCOUNT || !stage.stage) return { account: stage.account ?? cli.account, region: stage.region ?? cli.region };
  const file = `stages/${stage.stage}.json`;
  const problems = [
    ...(stage.account && stage.region ? [] : [`${file} must name the account and region the stage deploys to ("account", "region")`]),
    ...(stage.account && stage.account !== cli.account
      ? [
          `Stage ${stage.stage} deploys to account ${stage.account}, but the credentials are for account ${cli.account}: use a profile of ${stage.account}`,
        ]
      : []),
    ...(stage.region && stage.region !== cli.region
      ? [
          `Stage ${stage.stage} deploys to ${stage.region}, but the CDK CLI's Region is ${cli.region}: run it with AWS_REGION=${stage.region} (as docs/runbook.md does)`,
        ]
      : []),
  ];
  if (problems.length) throw new SettingsError(problems);
  return { account: stage.account!, region: stage.region! };
};
