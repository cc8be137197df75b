/**
 * Batches: one task asked of several operators at once. Each seat is an ordinary task (its own
 * escrow share, review, dispute and payout); the batch only ties them together, keeps one operator
 * to one seat, and reads the seats' structured results for a consensus. Pure rules, no I/O.
 */

import type { Cents } from '../../../../platform/kernel/money';
import { TASK_STATUSES, type Task, type TaskStatus } from '../../tasks/domain';
import { batchErrors } from '../errors';

export const MIN_SEATS = 2;
export const MAX_SEATS = 50;
/** A consensus field is a property name of the seats' `result`: short and plain. */
export const CONSENSUS_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export interface ConsensusRule {
  field: string;
  min_agreement: number;
}

export interface Batch {
  batch_id: string;
  agent_id: string;
  /** The seats, in creation order. */
  task_ids: string[];
  consensus?: ConsensusRule;
  /** What the batch holds in escrow at creation: every seat's reward and fee (0 in the sandbox). */
  total_escrow_cents: Cents;
  sandbox: boolean;
  created_at: string;
  /** Set once, when the consensus was first reached and its callback queued. */
  consensus_reached_at?: string;
}

/** Where a consensus stands: the leading value once reached (null before), and how many COMPLETED seats agree on it. */
export interface Consensus {
  field: string;
  value: unknown;
  agreeing: number;
  reached: boolean;
}

/** What a seat's result says for the field, if anything: absent, null, objects and arrays count as no answer. */
const answerOf = (task: Pick<Task, 'status'> & { result?: unknown }, field: string): string | number | boolean | undefined => {
  if (task.status !== 'COMPLETED' || task.result === null || typeof task.result !== 'object') return undefined;
  const value = (task.result as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
};

/** Answers agree when equal; text after trimming and case folding ("Open" and " open" agree), so the count does not hinge on typing. */
const agreementKey = (value: string | number | boolean): string =>
  typeof value === 'string' ? `s:${value.trim().normalize('NFC').toLowerCase()}` : `${typeof value}:${String(value)}`;

type Seat = Pick<Task, 'status' | 'completed_at'> & { result?: unknown };

interface AnswerGroup<S> {
  first: string | number | boolean;
  count: number;
  /** The seat whose answer made the group `min_agreement` strong, and its place in completion order. */
  reachedBy?: { seat: S; order: number };
}

/** The COMPLETED seats' answers grouped by agreement in completion order; the first group to reach `min_agreement` first. */
const answerGroups = <S extends Seat>(rule: ConsensusRule, seats: readonly S[]): { groups: AnswerGroup<S>[]; reached?: AnswerGroup<S> } => {
  const completed = seats
    .filter((seat) => answerOf(seat, rule.field) !== undefined)
    .sort((a, b) => (a.completed_at ?? '').localeCompare(b.completed_at ?? ''));
  const groups = new Map<string, AnswerGroup<S>>();
  completed.forEach((seat, order) => {
    const answer = answerOf(seat, rule.field)!;
    const key = agreementKey(answer);
    const group = groups.get(key) ?? { first: answer, count: 0 };
    group.count += 1;
    if (group.count === rule.min_agreement) group.reachedBy = { seat, order };
    groups.set(key, group);
  });
  const all = [...groups.values()];
  return { groups: all, reached: all.filter((group) => group.reachedBy).sort((a, b) => a.reachedBy!.order - b.reachedBy!.order)[0] };
};

/**
 * The consensus of a batch's seats: among COMPLETED seats, answers grouped by agreement. Reached as
 * soon as `min_agreement` seats agree; the value reported is the one whose `min_agreement`-th
 * agreeing seat completed first (and its first seat's answer as written), so it never changes
 * once reached, however the later seats answer. Before that, value is null and `agreeing` the
 * largest group so far.
 */
export const consensusOf = (rule: ConsensusRule, seats: readonly Seat[]): Consensus => {
  const { groups, reached } = answerGroups(rule, seats);
  if (reached) return { field: rule.field, value: reached.first, agreeing: reached.count, reached: true };
  return { field: rule.field, value: null, agreeing: Math.max(0, ...groups.map((group) => group.count)), reached: false };
};

/**
 * The seat whose completion reached the consensus (its `min_agreement`-th agreeing seat), whichever
 * completion path records it: a late retry of an earlier seat's finalization names the same seat.
 */
export const seatReachingConsensus = <S extends Seat>(rule: ConsensusRule, seats: readonly S[]): S | undefined =>
  answerGroups(rule, seats).reached?.reachedBy?.seat;

/** How many seats are in each status (every status listed, 0 where none is). */
export const countsOf = (seats: readonly Pick<Task, 'status'>[]): Record<TaskStatus, number> => {
  const counts = Object.fromEntries(TASK_STATUSES.map((status) => [status, 0])) as Record<TaskStatus, number>;
  for (const seat of seats) counts[seat.status] += 1;
  return counts;
};

/**
 * The consensus rule checked against the batch: at least two seats must agree and no more than
 * there are; when the task asks for a structured result (`result_schema`), the field must be one
 * of its properties (else no seat could ever answer it).
 */
export const checkConsensusRule = (rule: ConsensusRule, seats: number, resultSchema?: { properties?: Record<string, unknown> }): void => {
  if (rule.min_agreement < MIN_SEATS || rule.min_agreement > seats) throw batchErrors.consensusAgreementOutOfRange(MIN_SEATS, seats);
  if (resultSchema && !Object.hasOwn(resultSchema.properties ?? {}, rule.field)) throw batchErrors.consensusFieldNotInResultSchema(rule.field);
};

/** A new batch of the drafted seats: what it holds is every seat's reward and fee (each seat's escrow_cents). */
export const newBatch = (batchId: string, seats: readonly Task[], consensus: ConsensusRule | undefined, now: Date): Batch => ({
  batch_id: batchId,
  agent_id: seats[0]!.agent_id,
  task_ids: seats.map((seat) => seat.task_id),
  ...(consensus ? { consensus } : {}),
  total_escrow_cents: seats.reduce((sum, seat) => sum + seat.escrow_cents, 0),
  sandbox: seats[0]!.sandbox,
  created_at: now.toISOString(),
});
