/**
 * docs/configuration.md, written whole from the catalogues and their docs (`npm run docs:configuration`; a unit test
 * fails when the committed file differs) and the settings declared beside what alone reads them. No function imports this.
 */
import { SETTINGS } from './catalogue';
import { SETTING_DOCS } from './catalogue-docs';
import type { AnySetting, Setting, SettingDoc, SettingDocs } from './define';
import { DEPLOYABLE } from './deploy';
import { PRODUCTION_STAGE } from './deploy-conditions';
import {
  DEPLOY_TARGET_SETTING_DOCS,
  DEPLOY_TARGET_SETTINGS,
  LIBRARY_VARIABLES,
  LOCAL_STACK_SETTING_DOCS,
  LOCAL_STACK_SETTINGS,
  STACK_SETTING_DOCS,
  STACK_SETTINGS,
} from './stack-catalogue';

const code = (text: string) => `\`${text}\``;

/** The functions' settings in the catalogue's order, the deployable ones with their context keys and conditions. */
const FUNCTION_SETTINGS = { ...SETTINGS, ...DEPLOYABLE };

/** A setting with what the document says of it. */
interface Documented {
  readonly setting: Setting<unknown>;
  readonly doc: SettingDoc;
}

/** A catalogue's settings, in its order, each with its doc. */
const documented = <S extends Record<string, AnySetting>>(settings: S, docs: SettingDocs<S>): Documented[] =>
  Object.entries(settings).map(([key, setting]) => ({ setting, doc: docs[key as keyof S] }));

const defaultOf = ({ setting, doc }: Documented): string => {
  if (doc.defaultText) return doc.defaultText;
  if (setting.default === undefined) return 'unset';
  const text = setting.default === '' ? 'empty' : code(setting.default);
  return setting.deployedDefault === undefined ? text : `${text} locally, ${code(setting.deployedDefault)} deployed`;
};

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

const table = (header: string[], rows: string[][]) => [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');

/** Every variable the service, the local stack and the synth read. */
const configurationTable = (declared: readonly Documented[]): string => {
  const settings: Documented[] = [
    ...documented(LOCAL_STACK_SETTINGS, LOCAL_STACK_SETTING_DOCS),
    ...documented(FUNCTION_SETTINGS, SETTING_DOCS),
    ...documented(STACK_SETTINGS, STACK_SETTING_DOCS),
    ...declared,
    ...documented(DEPLOY_TARGET_SETTINGS, DEPLOY_TARGET_SETTING_DOCS),
  ];
  return table(
    ['Variable', 'Default', 'Meaning'],
    [
      ...settings.map((documented) => [code(documented.setting.env), defaultOf(documented), documented.doc.about]),
      ...LIBRARY_VARIABLES.map(({ env, default: value, about }) => [code(env), code(value), about]),
    ],
  );
};

/** The context keys of a deployment (`cdk deploy -c key=value`), what a deployment takes without them, and what the production stage requires. */
const contextTable = (): string =>
  table(
    ['Context', 'Sets', 'Deployed default', `Production (stage \`${PRODUCTION_STAGE}\`)`],
    [...documented(FUNCTION_SETTINGS, SETTING_DOCS), ...documented(STACK_SETTINGS, STACK_SETTING_DOCS)]
      .filter(({ setting }) => setting.context !== undefined)
      .map((documented) => [
        code(documented.setting.context!),
        code(documented.setting.env),
        documented.setting.deployedDefault === undefined ? defaultOf(documented) : code(documented.setting.deployedDefault),
        documented.setting.production?.must ?? '',
      ]),
  );

/**
 * The whole of docs/configuration.md; `declared` and their docs, the settings declared beside what alone
 * reads them (the dispatcher's state machine ARNs, functions/manifest/state-machine-arns.ts; the route
 * function prefix of /mcp and /a2a, functions/manifest/function-names.ts).
 */
export const configurationDocument = <S extends Record<string, AnySetting>>(declared: S, declaredDocs: SettingDocs<S>): string =>
  `<!-- Generated from functions/platform/settings/catalogue.ts, catalogue-docs.ts and stack-catalogue.ts by \`npm run docs:configuration\`: edit the catalogues, not this file. -->

# Configuration

Every setting is defined once, in [\`functions/platform/settings/catalogue.ts\`](../functions/platform/settings/catalogue.ts)
(the functions' settings) or, for what only the local stack and the stacks read,
[\`stack-catalogue.ts\`](../functions/platform/settings/stack-catalogue.ts) beside it:
its environment variable, its CDK context key when a deployment sets it, its default and its parser.
What each means is written beside it, or for the functions' settings in
[\`catalogue-docs.ts\`](../functions/platform/settings/catalogue-docs.ts), which no function bundles. The functions read them when they start
([\`functions/platform/settings/index.ts\`](../functions/platform/settings/index.ts), the only code that reads
\`process.env\`): a bad value stops the start with a message naming the variable, e.g.
\`EARNINGS_HOLD_HOURS must be a number of hours from 0 to 8760, got '72h'\`. An empty variable counts
as unset. The CDK app checks every context value with the same parser at synth, so a deployment
cannot be built with a value the functions would refuse (\`payoutGasFeeUsd=0.055\` is refused: dollar
amounts are whole cents).

## Variables

What the service, the local stack (\`npm start\`) and the synth read.

${configurationTable(documented(declared, declaredDocs))}

## Deployment context

A deployment sets the functions' settings through CDK context: the stage's file
\`stages/<stage>.json\` (committed; nothing in it is a secret), then \`cdk.json\`, and \`-c key=value\`
for one run. The stage \`${PRODUCTION_STAGE}\` is the production profile: its synth refuses to build,
in one message naming every missing item, without what the last column names. How a stage is set up
and deployed: [the runbook](runbook.md).

${contextTable()}
`;
