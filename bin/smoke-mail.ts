import { PLACEHOLDER_MAIL_FROM } from '../functions/platform/settings/catalogue';
import { CDK_JSON_CONTEXT } from '../lib/cdk-json';
import { stageFile } from '../lib/stage-context';

/**
 * The smoke agent's address: the stage's own verified sender (its mailFrom), tagged with the run
 * (`local+smoke-<time>@domain`), so the verification mail lands in a mailbox the stage owns. An
 * address that does not exist (example.com's) bounces on every run, and SES counts each bounce
 * against the account's reputation (MailBounceRate alarms). Undefined when the stage names no real sender.
 */
export const smokeEmailFor = (stage: string, now: number, dir?: string): string | undefined => {
  const mailFrom = String(stageFile(stage, dir).mailFrom ?? CDK_JSON_CONTEXT.mailFrom ?? PLACEHOLDER_MAIL_FROM);
  if (mailFrom === PLACEHOLDER_MAIL_FROM) return undefined;
  const at = mailFrom.lastIndexOf('@');
  const local = mailFrom.slice(0, at).split('+')[0];
  return `${local}+smoke-${now}${mailFrom.slice(at)}`;
};
