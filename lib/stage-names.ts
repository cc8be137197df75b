/**
 * The names a stage gives what must be unique in an account and Region: its stacks (and so their
 * CloudFormation exports, which CDK prefixes with the stack name) and the few resources with a fixed
 * name. Without a stage, today's names (`HandoffData`), so an existing deployment keeps its stacks.
 */
interface StageNames {
  /** `Handoff` or `Handoff-<stage>`: the prefix of fixed names (the dashboard, WAF metrics, the API's name). */
  readonly prefix: string;
  /** A stack's name: `HandoffData`, or `Handoff-<stage>-Data`. */
  stack(part: string): string;
  /** The role that signs payouts with the hot wallet's key: named, so the key's policy can name it before it exists. */
  readonly payoutSignerRole: string;
  /**
   * The one other role the key's policy lets sign: not made by any stack; created by hand for an
   * emergency (the runbook), used, and deleted. Every Sign by anyone but the payout signer alarms.
   */
  readonly breakGlassRole: string;
  /** The function that settles x402 payments under the payout signer's role: named, so task creation can invoke it across stacks. */
  readonly x402SettlerFunction: string;
  /** The function that screens task and batch creation: named, so creation can invoke it from its own nested stack. */
  readonly screeningFunction: string;
}

export const stageNames = (stage: string): StageNames => {
  const prefix = stage ? `Handoff-${stage}` : 'Handoff';
  return {
    prefix,
    stack: (part) => (stage ? `Handoff-${stage}-${part}` : `Handoff${part}`),
    payoutSignerRole: `${prefix}-payout-signer`,
    breakGlassRole: `${prefix}-hot-wallet-break-glass`,
    x402SettlerFunction: `${prefix}-x402-settler`,
    screeningFunction: `${prefix}-screening`,
  };
};
