import type { Task } from '../../functions/contexts/work/tasks/domain/tasks';

/** A real (non-sandbox) PENDING task with $10 reward and $1 fee in escrow; tests override what they need. */
export const aTask = (overrides: Partial<Task> = {}): Task => ({
  task_id: 'tsk_1',
  agent_id: 'agt_1',
  title: 'Is the bakery open?',
  description: 'Photograph the door',
  task_type: 'VERIFICATION',
  task_domain: 'PHYSICAL',
  reward_cents: 1_000,
  fee_cents: 100,
  escrow_cents: 1_100,
  deadline: '2026-11-27T12:00:00.000Z',
  proof_requirements: ['photo of the door'],
  status: 'PENDING',
  version: 4,
  sandbox: false,
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
  ...overrides,
});
