import { describe, expect, it } from 'vitest';
import { reportEffect } from '../../../../../../functions/contexts/work/safety-holds/domain/reports';
import type { Task } from '../../../../../../functions/contexts/work/tasks/domain/tasks';

const NOW = new Date('2026-11-29T12:00:00.000Z');
const task = (overrides: Partial<Task> = {}) =>
  ({ task_id: 'tsk_1', status: 'PENDING', sandbox: false, deadline: '2026-11-30T12:00:00.000Z', ...overrides }) as Task;
const claimedBy = (operatorId: string, status: Task['status']) => task({ status, operator: { id: operatorId, name: 'Olga', rating: 5 } });

describe('what a report does to the task', () => {
  it('counts the first report on an open task and holds it at the second', () => {
    expect(reportEffect(task(), 'op_1', NOW)).toBe('count');
    expect(reportEffect(task({ reports: 1 }), 'op_2', NOW)).toBe('report_open');
  });

  it("holds the claimant's work at once, while a report can still stop it", () => {
    for (const status of ['ESTIMATE_PENDING', 'ACCEPTED', 'IN_PROGRESS'] as const)
      expect(reportEffect(claimedBy('op_1', status), 'op_1', NOW)).toBe('report_claimed');
    expect(reportEffect(claimedBy('op_1', 'SUBMITTED'), 'op_1', NOW)).toBe('too_late');
  });

  it('hides what the operator cannot see: another claim, an expired or sandbox task, a HELD one', () => {
    expect(reportEffect(claimedBy('op_1', 'ACCEPTED'), 'op_2', NOW)).toBe('hidden');
    expect(reportEffect(task({ deadline: '2026-11-29T11:00:00.000Z' }), 'op_1', NOW)).toBe('hidden');
    expect(reportEffect(task({ sandbox: true }), 'op_1', NOW)).toBe('hidden');
    expect(reportEffect(task({ status: 'HELD' }), 'op_1', NOW)).toBe('hidden');
  });
});
