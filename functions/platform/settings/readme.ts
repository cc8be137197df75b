/**
 * The catalogue as README's tables (`npx tsx bin/readme.ts` writes them; a unit test keeps
 * README and catalogue in agreement). No function imports this.
 */
import {
  DEPLOY_TARGET_SETTINGS,
  LIBRARY_VARIABLES,
  LOCAL_STACK_SETTINGS,
  PRODUCTION_STAGE,
  SETTINGS,
  STACK_SETTINGS,
  STATE_MACHINE_ARNS,
} from './catalogue';
import type { Setting } from './define';

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
export const configurationTable = (): string => {
  const settings: Setting<unknown>[] = [
    ...Object.values(LOCAL_STACK_SETTINGS),
    ...Object.values(SETTINGS),
    ...Object.values(STACK_SETTINGS),
    ...Object.values(STATE_MACHINE_ARNS),
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
export const contextTable = (): string =>
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

const TABLES = { configuration: configurationTable, context: contextTable };

/** `markdown` with each `<!-- settings:NAME -->` ... `<!-- /settings:NAME -->` section holding its table. */
export const withSettingsTables = (markdown: string): string =>
  Object.entries(TABLES).reduce((text, [name, render]) => {
    const start = `<!-- settings:${name} -->`;
    const end = `<!-- /settings:${name} -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README has no ${start} ... ${end} section`);
    return `${text.slice(0, from + start.length)}\n${render()}\n${text.slice(to)}`;
  }, markdown);
