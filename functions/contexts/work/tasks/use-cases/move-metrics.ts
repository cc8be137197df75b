import { BUSINESS_METRICS, countMetric } from '../../../../platform/logging/metrics';
import type { MovePlan } from '../domain/task-moves';

/**
 * What a committed move did, counted once per move (moveTaskWith's countMove): every move of money
 * on a task passes there. A sandbox task's moves count nothing.
 */
export const countMoveMetrics = ({ next, moneyMoved }: MovePlan): void => {
  if (next.sandbox) return;
  if (next.status === 'COMPLETED') countMetric(BUSINESS_METRICS.tasksCompleted);
  if (!moneyMoved) return;
  countMetric(BUSINESS_METRICS.moneyRefunded, moneyMoved.refundedCents);
  countMetric(BUSINESS_METRICS.moneyReleased, moneyMoved.releasedCents);
};
