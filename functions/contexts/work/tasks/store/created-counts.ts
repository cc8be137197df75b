import type { Cents } from '../../../../platform/kernel/money';
import { tasksKeys } from './keys';

const TASK = tasksKeys.task('');

/**
 * What a task item inserted into the table (a task's creation, alone or as a batch's seat) counts in
 * the business metrics: the task, and the escrow its creation held. A sandbox task counts nothing: it
 * holds no money, and would blur what the service earns. Any other item: undefined.
 */
export const createdTaskCounts = (item: Record<string, unknown>): { held: Cents } | undefined => {
  const { pk, sk, sandbox, escrow_cents } = item;
  if (sk !== TASK.sk || typeof pk !== 'string' || !pk.startsWith(TASK.pk) || sandbox === true) return undefined;
  return { held: typeof escrow_cents === 'number' ? escrow_cents : 0 };
};
