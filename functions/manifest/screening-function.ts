import { nonEmptyText, optional, type SettingDocs } from '../platform/settings/define';

/**
 * What only task and batch creation read: the screening function's name, declared here, not in the
 * settings catalogue every function loads (contexts/work/safety/wiring/screening-function.ts reads it;
 * docs/configuration.md lists it).
 */
export const SCREENING_FUNCTION_SETTINGS = {
  screeningFunction: optional({ env: 'SCREENING_FUNCTION', parser: nonEmptyText() }),
};

export const SCREENING_FUNCTION_SETTING_DOCS = {
  screeningFunction: {
    defaultText: 'set by CDK on task and batch creation (unset: the local stack runs it in-process)',
    about:
      'The function that screens task and batch creation against the acceptable use policy and counts and records a refusal or hold ' +
      '(contexts/work/safety/sender/screen): creation invokes it, so its bundle holds neither the screeners nor their metrics',
  },
} satisfies SettingDocs<typeof SCREENING_FUNCTION_SETTINGS>;
