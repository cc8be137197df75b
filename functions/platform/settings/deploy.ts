/**
 * The settings as the CDK app sees them: read from its context (`cdk synth -c key=value`, cdk.json)
 * and checked with the functions' own parsers, so synth fails, naming the context key, on a value
 * the functions would refuse at start-up; then written into the functions' environment.
 */
import { RULES, SETTINGS, type Settings } from './catalogue';
import { CONTEXT_KEYS } from './context-keys';
import { brokenRules, type DeployConditions, readSettings, type Setting, SettingsError, type ValuesOf } from './define';
import { DEPLOY_CONDITIONS, PRODUCTION_STAGE } from './deploy-conditions';
import { DEPLOY_TARGET_SETTINGS, STACK_SETTINGS } from './stack-catalogue';

type Catalogue = typeof SETTINGS;
type DeployableKey = keyof typeof CONTEXT_KEYS;

/** The settings a deployment takes from its context. */
type DeployedValues = Pick<Settings, DeployableKey>;

type StackValues = ValuesOf<typeof STACK_SETTINGS>;

export interface DeployedSettings {
  readonly values: DeployedValues;
  /** Their variables, for every function. */
  readonly environment: Record<string, string>;
  /** What only the stacks read: the stage, the edge's rate limits, where alarms are mailed. */
  readonly stack: StackValues;
  /** The production profile (stage PRODUCTION_STAGE): its conditions were checked, and the stacks build for it. */
  readonly production: boolean;
}

/** The settings a deployment sets, each with its context key and its conditions. */
export const DEPLOYABLE = Object.fromEntries(
  Object.entries(CONTEXT_KEYS).map(([key, context]) => [
    key,
    { ...SETTINGS[key as DeployableKey], context, ...(DEPLOY_CONDITIONS as Record<string, DeployConditions<unknown>>)[key] },
  ]),
) as { [K in DeployableKey]: Catalogue[K] & { readonly context: (typeof CONTEXT_KEYS)[K] } & DeployConditions<Settings[K]> };

const isDeployable = (key: string): key is DeployableKey => key in DEPLOYABLE;

/** A context value as text; numbers too, so `72` written in cdk.json does not fall back to the default. */
const contextText = (setting: Setting<unknown>, value: unknown): string | undefined => {
  if (value === undefined) return setting.deployedDefault ?? setting.default;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new SettingsError([`Context ${setting.context} must be a string or a number, got ${JSON.stringify(value)}`]);
};

/**
 * What a deployment must satisfy beyond the parsers (https for the RPC endpoint, say) and, at the
 * production stage, what it cannot do without (the admin key's hash, say): every one that fails.
 */
const deploymentProblems = (settings: Record<string, Setting<unknown>>, values: Record<string, unknown>, production: boolean): string[] =>
  Object.entries(settings).flatMap(([key, setting]) => {
    const value = values[key];
    return [
      ...(setting.deployed && !setting.deployed.holds(value) ? [`${setting.context} ${setting.deployed.must}, got '${setting.format(value)}'`] : []),
      ...(production && setting.production && !setting.production.holds(value) ? [`${setting.context} ${setting.production.must}`] : []),
    ];
  });

/** The functions' variables for these values, each written by its setting. */
export const environmentOf = (values: Partial<Settings>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const setting = SETTINGS[key as keyof Settings] as Setting<unknown>;
      return [setting.env, setting.format(value)];
    }),
  );

/** `values` with each in the form a deployment writes it in (an address's EIP-55 checksum), where its setting has one. */
const inDeployedForm = <V extends Partial<Settings>>(values: V): V =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const setting: Setting<unknown> | undefined = isDeployable(key) ? DEPLOYABLE[key] : undefined;
      return [key, setting?.deployedForm && value !== undefined ? setting.deployedForm(value) : value];
    }),
  ) as V;

/**
 * The variables of `environment` (set by hand, as the local stack's are) that a deployment would write in
 * another form, rewritten in it: the local stack gives its functions these, as the CDK app gives its own.
 * A variable that does not parse is left as it is, for the functions to refuse at start.
 */
export const deployedFormsOf = (environment: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(
    Object.values(DEPLOYABLE as Record<string, Setting<unknown>>).flatMap((setting) => {
      const text = environment[setting.env];
      const parsed = setting.deployedForm && text ? setting.parse(text) : undefined;
      return parsed?.ok ? [[setting.env, setting.format(setting.deployedForm!(parsed.value))]] : [];
    }),
  );

/**
 * Reads and checks the deployable settings, the functions' and the stacks', from the CDK context
 * (`lookup` is `app.node.tryGetContext`): one SettingsError names every problem of both.
 */
export const deployedSettings = (lookup: (contextKey: string) => unknown): DeployedSettings => {
  const contextKey = (setting: Setting<unknown>) => setting.context!;
  const textOf = (setting: Setting<unknown>) => contextText(setting, lookup(contextKey(setting)));
  const functions = readSettings(DEPLOYABLE, textOf, contextKey);
  const stack = readSettings(STACK_SETTINGS, textOf, contextKey);
  const problems = [...functions.problems, ...stack.problems];
  const production = stack.values.stage === PRODUCTION_STAGE;
  if (problems.length === 0) {
    // Only the rules between deployable settings: the others (the hot wallet's key) are not the context's to set.
    const rules = RULES.filter((rule) => rule.settings.every(isDeployable));
    problems.push(
      ...brokenRules(rules, functions.values as Settings, (key) => CONTEXT_KEYS[key as DeployableKey]),
      ...deploymentProblems(DEPLOYABLE, functions.values, production),
      ...deploymentProblems(STACK_SETTINGS, stack.values, production),
    );
  }
  if (problems.length) throw new SettingsError(problems.map((problem) => `Context ${problem}`));
  const values = inDeployedForm(functions.values);
  return { values, environment: environmentOf(values), stack: stack.values, production };
};

/** The context the CDK CLI hands the app (`-c` and cdk.json), as the JSON text a new App reads: a synth's cache key. */
export const cdkContextText = (): string | undefined => process.env.CDK_CONTEXT_JSON;

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
