/**
 * The settings as the CDK app sees them: read from its context (`cdk synth -c key=value`, cdk.json)
 * and checked with the functions' own parsers, so synth fails, naming the context key, on a value
 * the functions would refuse at start-up; then written into the functions' environment.
 */
import { DEPLOY_TARGET_SETTINGS, STACK_SETTINGS, RULES, SETTINGS, type Settings } from './catalogue';
import { brokenRules, readSettings, SettingsError, type Setting, type ValuesOf } from './define';

type Catalogue = typeof SETTINGS;
type DeployableKey = { [K in keyof Catalogue]: Catalogue[K] extends { context: string } ? K : never }[keyof Catalogue];

/** The settings a deployment takes from its context. */
export type DeployedValues = Pick<Settings, DeployableKey>;

export interface DeployedSettings {
  readonly values: DeployedValues;
  /** Their variables, for every function. */
  readonly environment: Record<string, string>;
}

const DEPLOYABLE = Object.fromEntries(Object.entries(SETTINGS).filter(([, setting]) => setting.context !== undefined)) as Pick<
  Catalogue,
  DeployableKey
>;

const isDeployable = (key: string): key is DeployableKey => key in DEPLOYABLE;

/** A context value as text; numbers too, so `72` written in cdk.json does not fall back to the default. */
const contextText = (setting: Setting<unknown>, value: unknown): string | undefined => {
  if (value === undefined) return setting.deployedDefault ?? setting.default;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new SettingsError([`Context ${setting.context} must be a string or a number, got ${JSON.stringify(value)}`]);
};

/** What a deployment must satisfy beyond the parsers: https for the RPC endpoint, say. */
const deploymentProblems = (values: DeployedValues): string[] =>
  Object.entries<Setting<unknown>>(DEPLOYABLE).flatMap(([key, setting]) => {
    const value: unknown = values[key as DeployableKey];
    return setting.deployed && !setting.deployed.holds(value) ? [`${setting.context} ${setting.deployed.must}, got '${setting.format(value)}'`] : [];
  });

/** The functions' variables for these values, each written by its setting. */
export const environmentOf = (values: Partial<Settings>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const setting = SETTINGS[key as keyof Settings] as Setting<unknown>;
      return [setting.env, setting.format(value)];
    }),
  );

/** Reads and checks the deployable settings from the CDK context (`lookup` is `app.node.tryGetContext`). */
export const deployedSettings = (lookup: (contextKey: string) => unknown): DeployedSettings => {
  const contextKey = (setting: Setting<unknown>) => setting.context!;
  const { values, problems } = readSettings(DEPLOYABLE, (setting) => contextText(setting, lookup(contextKey(setting))), contextKey);
  if (problems.length === 0) {
    // Only the rules between deployable settings: the others (the hot wallet's key) are not the context's to set.
    const rules = RULES.filter((rule) => rule.settings.every(isDeployable));
    problems.push(...brokenRules(rules, values as Settings, (key) => contextKey(SETTINGS[key])), ...deploymentProblems(values));
  }
  if (problems.length) throw new SettingsError(problems.map((problem) => `Context ${problem}`));
  return { values, environment: environmentOf(values) };
};

export type StackValues = ValuesOf<typeof STACK_SETTINGS>;

/** The edge's rate limits from the CDK context, checked with the same parsers as the local server's. */
export const deployedStackSettings = (lookup: (contextKey: string) => unknown): StackValues => {
  const contextKey = (setting: Setting<unknown>) => setting.context!;
  const { values, problems } = readSettings(STACK_SETTINGS, (setting) => contextText(setting, lookup(contextKey(setting))), contextKey);
  if (problems.length) throw new SettingsError(problems.map((problem) => `Context ${problem}`));
  return values;
};

/** Where `cdk synth` puts the stacks: the CLI's account and Region, else placeholders, so synth needs no lookups. */
export const deployTarget = (): { account: string; region: string } => {
  const { values, problems } = readSettings(
    DEPLOY_TARGET_SETTINGS,
    (setting) => process.env[setting.env] || undefined,
    (setting) => setting.env,
  );
  if (problems.length) throw new SettingsError(problems);
  return values;
};
