import { DEFAULT_SANDBOX_SCENARIO, type SandboxScenario, type Task } from './tasks';

/** The human parts of a task that a sandbox run plays, in order. */
export const SANDBOX_STEPS = ['claim', 'approve', 'start', 'submit'] as const;
export type SandboxStep = (typeof SANDBOX_STEPS)[number];

/** What the sandbox step answers: STOPPED ends the run (the task moved on, cancelled say). */
export const SANDBOX_OUTCOME = { continue: 'CONTINUE', stopped: 'STOPPED' } as const;

/**
 * What the simulated operator (and agent) does at a step: the step's own move; `submit_doubtful`,
 * proof whose photos were taken before the claim, so an evidence check fails and no Guardian
 * approves (MANUAL_REVIEW, then the agent's verify decides); `withdraw`, the claim given back
 * (the task returns to PENDING and waits there); `stop`, nothing more (the task waits for its deadline).
 */
type SimulatedMove = SandboxStep | 'submit_doubtful' | 'withdraw' | 'stop';

// biome-ignore format: one row per scenario, so the plans read as the table they are
const PLANS: Record<SandboxScenario, Record<SandboxStep, SimulatedMove>> = {
  complete:           { claim: 'claim', approve: 'approve',  start: 'start', submit: 'submit' },
  manual_review:      { claim: 'claim', approve: 'approve',  start: 'start', submit: 'submit_doubtful' },
  operator_withdraws: { claim: 'claim', approve: 'withdraw', start: 'stop',  submit: 'stop' },
  expire:             { claim: 'stop',  approve: 'stop',     start: 'stop',  submit: 'stop' },
};

export const simulatedMove = (task: Pick<Task, 'sandbox_scenario'>, step: SandboxStep): SimulatedMove =>
  PLANS[task.sandbox_scenario ?? DEFAULT_SANDBOX_SCENARIO][step];

/** The statuses a sandbox run moves a task through while it still plays its steps. */
const RUN_STATUSES: readonly Task['status'][] = ['PENDING', 'ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'];

/**
 * Whether the simulated run still owes the task a move: it is in one of the run's statuses, its
 * scenario has a move left from there, and the run has not ended it (a withdrawn claim). The
 * reconciler starts a run again only for such a task.
 */
export const sandboxRunOwesMove = (task: Pick<Task, 'status' | 'sandbox' | 'sandbox_scenario' | 'sandbox_run_ended_at'>): boolean => {
  if (!task.sandbox || task.sandbox_run_ended_at || !RUN_STATUSES.includes(task.status)) return false;
  const remaining = SANDBOX_STEPS.slice(RUN_STATUSES.indexOf(task.status));
  return remaining.some((step) => simulatedMove(task, step) !== 'stop');
};
