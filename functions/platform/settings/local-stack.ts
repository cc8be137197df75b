/**
 * What `npm start` reads (bin/local.ts, local/stack.ts): the local stack's own settings, and the
 * functions' APP_ENV, which the local stack defaults to development. Read when called: the local
 * stack is a process of its own, not a function.
 */
import { SETTINGS } from './catalogue';
import { readSettings, SettingsError } from './define';
import { LOCAL_STACK_SETTINGS, STACK_SETTINGS } from './stack-catalogue';

/** Where the local stack's defaults differ from a function's. */
const LOCAL_DEFAULTS: Readonly<Record<string, string>> = { [SETTINGS.appEnv.env]: 'development' };

export const localStackSettings = () => {
  const { values, problems } = readSettings(
    { ...LOCAL_STACK_SETTINGS, ...STACK_SETTINGS, appEnv: SETTINGS.appEnv },
    (setting) => process.env[setting.env] || LOCAL_DEFAULTS[setting.env],
    (setting) => setting.env,
  );
  if (problems.length) throw new SettingsError(problems);
  return values;
};
