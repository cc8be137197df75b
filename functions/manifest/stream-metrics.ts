import { createdTaskCounts } from '../contexts/work/tasks/store/created-counts';
import { BUSINESS_METRICS, type BusinessMetric } from './metric-names';

/**
 * The business metrics counted from the table's stream, by the stream fan-out
 * (functions/platform/workflow/stream-fan-out.ts), each from the item whose insert is its event: a
 * task created (`TasksCreated`) and the escrow its creation held (`MoneyHeld`). Counted there, the
 * functions that create tasks need no metrics library: they write the item in any case.
 */
export const streamMetricsOf = (inserted: Record<string, unknown>): [BusinessMetric, number][] => {
  const created = createdTaskCounts(inserted);
  return created
    ? [
        [BUSINESS_METRICS.tasksCreated, 1],
        [BUSINESS_METRICS.moneyHeld, created.held],
      ]
    : [];
};
