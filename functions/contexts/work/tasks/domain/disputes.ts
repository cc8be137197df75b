import { isLater } from '../../../../platform/kernel/instants';
import type { Dispute, Task } from './tasks';

/** When the operator's right to appeal ends: `appealHours` (DISPUTE_APPEAL_HOURS, may be fractional) after the dispute. */
export const appealDeadline = (disputedAt: string, appealHours: number): string =>
  new Date(Date.parse(disputedAt) + appealHours * 60 * 60 * 1000).toISOString();

/** The dispute an agent's REJECT opens. */
export const openDispute = (reason: string, at: string, appealHours: number): Dispute => ({
  reason,
  disputed_at: at,
  appeal_deadline: appealDeadline(at, appealHours),
});

/** A dispute with no appeal resolves itself for the agent once its deadline has passed. */
export const lapsesAt = (task: Pick<Task, 'status' | 'dispute'>): string | undefined =>
  task.status === 'DISPUTED' && task.dispute && !task.dispute.appeal ? task.dispute.appeal_deadline : undefined;

/** Whether the operator may still appeal at `at`. */
export const canAppeal = (dispute: Dispute | undefined, at: string): boolean => dispute !== undefined && isLater(dispute.appeal_deadline, at);

/**
 * A dispute that ended in a refund takes the proof back: the agent paid nothing for it, so its
 * view carries no photos and no notes (the operator's originals stay private evidence).
 */
export const proofWithdrawn = (task: Pick<Task, 'dispute'>): boolean => task.dispute?.resolution?.outcome === 'refund';
