/**
 * docs/configuration.md, written whole from the catalogue (`npm run docs:configuration`; a unit test
 * fails when the committed file differs) and the settings declared beside what alone reads them. No function imports this.
 */
import { PRODUCTION_STAGE, SETTINGS } from './catalogue';
import type { Setting } from './define';
import { DEPLOY_TARGET_SETTINGS, LIBRARY_VARIABLES, LOCAL_STACK_SETTINGS, STACK_SETTINGS } from './stack-catalogue';

const code = (text: string) => `\`${text}\``;

const defaultOf = (setting: Setting<unknown>): string => {
  if (setting.defaultText) return setting.defaultText;
  if (setting.default === undefined) return 'unset';
  const text = setting.default === '' ? 'empty' : code(setting.default);
  return setting.deployedDefault === undefined ? text : `${text} locally, ${code(setting.deployedDefault)} deployed`;
};

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

const table = (header: string[], rows: string[][]) => [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');

/** Every variable the service, the local stack and the synth read. */
const configurationTable = (declared: Readonly<Record<string, Setting<unknown>>>): string => {
  const settings: Setting<unknown>[] = [
    ...Object.values(LOCAL_STACK_SETTINGS),
    ...Object.values(SETTINGS),
    ...Object.values(STACK_SETTINGS),
    ...Object.values(declared),
    ...Object.values(DEPLOY_TARGET_SETTINGS),
  ];
  return table(
    ['Variable', 'Default', 'Meaning'],
    [
      ...settings.map((setting) => [code(setting.env), defaultOf(setting), setting.about]),
      ...LIBRARY_VARIABLES.map(({ env, default: value, about }) => [code(env), code(value), about]),
    ],
  );
};

/** The context keys of a deployment (`cdk deploy -c key=value`), what a deployment takes without them, and what the production stage requires. */
const contextTable = (): string =>
  table(
    ['Context', 'Sets', 'Deployed default', `Production (stage \`${PRODUCTION_STAGE}\`)`],
    [...Object.values<Setting<unknown>>(SETTINGS), ...Object.values<Setting<unknown>>(STACK_SETTINGS)]
      .filter((setting) => setting.context !== undefined)
      .map((setting) => [
        code(setting.context!),
        code(setting.env),
        setting.deployedDefault === undefined ? defaultOf(setting) : code(setting.deployedDefault),
        setting.production?.must ?? '',
      ]),
  );

/**
 * The whole of docs/configuration.md; `declared`, the settings declared beside what alone reads them
 * (the dispatcher's state machine ARNs, functions/manifest/state-machine-arns.ts; the route function
 * prefix of /mcp and /a2a, functions/manifest/function-names.ts).
 */
export const configurationDocument = (declared: Readonly<Record<string, Setting<unknown>>>): string =>
  `<!-- Generated from functions/platform/settings/catalogue.ts and stack-catalogue.ts by \`npm run docs:configuration\`: edit the catalogues, not this file. -->

# Configuration

Every setting is defined once, in [\`functions/platform/settings/catalogue.ts\`](../functions/platform/settings/catalogue.ts)
(the functions' settings) or, for what only the local stack and the stacks read,
[\`stack-catalogue.ts\`](../functions/platform/settings/stack-catalogue.ts) beside it:
its environment variable, its CDK context key when a deployment sets it, its default, what it means
and its parser. The functions read them when they start
([\`functions/platform/settings/index.ts\`](../functions/platform/settings/index.ts), the only code that reads
\`process.env\`): a bad value stops the start with a message naming the variable, e.g.
\`EARNINGS_HOLD_HOURS must be a number of hours from 0 to 8760, got '72h'\`. An empty variable counts
as unset. The CDK app checks every context value with the same parser at synth, so a deployment
cannot be built with a value the functions would refuse (\`payoutGasFeeUsd=0.055\` is refused: dollar
amounts are whole cents).

## Variables

What the service, the local stack (\`npm start\`) and the synth read.

${configurationTable(declared)}

## Deployment context

A deployment sets the functions' settings through CDK context: the stage's file
\`stages/<stage>.json\` (committed; nothing in it is a secret), then \`cdk.json\`, and \`-c key=value\`
for one run. The stage \`${PRODUCTION_STAGE}\` is the production profile: its synth refuses to build,
in one message naming every missing item, without what the last column names. How a stage is set up
and deployed: [the runbook](runbook.md).

${contextTable()}
`;
