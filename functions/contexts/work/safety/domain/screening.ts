/**
 * What the acceptable use policy (docs/acceptable-use.md) screens for, and what screening
 * decides. Pure values: the rules that decide live in the screeners (functions/adapters/screening).
 */

import type { SafetyCategory } from '../../../../platform/kernel/safety-categories';

export { SAFETY_CATEGORIES, type SafetyCategory } from '../../../../platform/kernel/safety-categories';

/** What is screened: a task (its title, description, purpose and requirements), a template, or an agent's message. */
export const SCREENED_SUBJECTS = ['task', 'template', 'message'] as const;
type ScreenedSubject = (typeof SCREENED_SUBJECTS)[number];

export interface ScreeningRequest {
  subject: ScreenedSubject;
  /** Whose request: a refusal or hold is counted on its safety record, which staff see. */
  agentId: string;
  /** Every text the request would show an operator (the agent's words, nothing of the service's). */
  texts: readonly string[];
}

/** Clearly prohibited: no task, no hold, nothing written. */
export interface Refused {
  verdict: 'refuse';
  category: SafetyCategory;
}

/**
 * Doubtful: a person decides (the task is created HELD). `reason` says why, in the policy's words,
 * never the request's; `category` is null when no category is known (the check itself failed).
 */
export interface Held {
  verdict: 'hold';
  category: SafetyCategory | null;
  reason: string;
}

export type ScreeningOutcome = Refused | Held | { verdict: 'allow' };

const SEVERITY: Record<ScreeningOutcome['verdict'], number> = { allow: 0, hold: 1, refuse: 2 };

/** The stricter of two screenings (refuse over hold over allow; the first on a tie), as checks stacked on each other decide. */
export const stricterOutcome = (first: ScreeningOutcome, second: ScreeningOutcome): ScreeningOutcome =>
  SEVERITY[second.verdict] > SEVERITY[first.verdict] ? second : first;

/** What screening lets through: an allowed request, or a doubtful one to hold. */
export type ScreeningPass = Exclude<ScreeningOutcome, Refused>;

/** Screens texts against the policy (the rules locally and first everywhere; a model on top when deployed). */
export interface Screener {
  screen(texts: readonly string[]): Promise<ScreeningOutcome>;
}
