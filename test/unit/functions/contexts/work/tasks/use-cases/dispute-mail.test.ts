import { describe, expect, it } from 'vitest';
import type { Operator } from '../../../../../../../functions/contexts/accounts/operators/domain/operators';
import type { Task } from '../../../../../../../functions/contexts/work/tasks/domain/tasks';
import { mailDispute } from '../../../../../../../functions/contexts/work/tasks/use-cases/dispute-mail';
import type { Email } from '../../../../../../../functions/platform/kernel/email';
import { aTask } from '../../../../../../support/task-fixture';

const disputed = (overrides: Partial<Task> = {}): Task =>
  aTask({
    status: 'DISPUTED',
    operator: { id: 'op_1', name: 'Ada', rating: 5 },
    dispute: { reason: 'Wrong door', disputed_at: '2026-11-26T11:00:00.000Z', appeal_deadline: '2026-11-28T11:00:00.000Z' },
    version: 7,
    updated_at: '2026-11-26T11:00:00.000Z',
    ...overrides,
  });

describe('mailDispute: the operator hears of the dispute', () => {
  const mailWorld = (operators: Operator[]) => {
    const sent: Email[] = [];
    const deps = {
      operators: { getOperator: async (id: string) => operators.find((o) => o.operator_id === id) },
      mail: { send: async (email: Email) => void sent.push(email) },
      settings: { publicBaseUrl: 'https://handoff.example' },
    };
    return { deps, sent };
  };

  it("with the agent's reason, the appeal deadline and a link to the task", async () => {
    const { deps, sent } = mailWorld([{ operator_id: 'op_1', email: 'ada@example.com' } as Operator]);
    await mailDispute(deps, disputed());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'ada@example.com', subject: 'Handoff: task tsk_1 was disputed' });
    expect(sent[0]!.text).toContain('Wrong door');
    expect(sent[0]!.text).toContain('2026-11-28T11:00:00.000Z');
    expect(sent[0]!.text).toContain('https://handoff.example/#/tasks/tsk_1');
  });

  it('sends nothing for a sandbox task, and a failed send does not throw', async () => {
    const { deps, sent } = mailWorld([{ operator_id: 'op_1', email: 'ada@example.com' } as Operator]);
    await mailDispute(deps, disputed({ sandbox: true }));
    expect(sent).toEqual([]);
    await expect(mailDispute({ ...deps, mail: { send: async () => Promise.reject(new Error('SES down')) } }, disputed())).resolves.toBeUndefined();
  });
});
