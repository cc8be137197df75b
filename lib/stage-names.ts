/**
 * The names a stage gives what must be unique in an account and Region: its stacks (and so their
 * CloudFormation exports, which CDK prefixes with the stack name) and the few resources with a fixed
 * name. Without a stage, today's names (`HandoffData`), so an existing deployment keeps its stacks.
 */
export interface StageNames {
  /** `Handoff` or `Handoff-<stage>`: the prefix of fixed names (the dashboard, WAF metrics, the API's name). */
  readonly prefix: string;
  /** A stack's name: `HandoffData`, or `Handoff-<stage>-Data`. */
  stack(part: string): string;
}

export const stageNames = (stage: string): StageNames => ({
  prefix: stage ? `Handoff-${stage}` : 'Handoff',
  stack: (part) => (stage ? `Handoff-${stage}-${part}` : `Handoff${part}`),
});
