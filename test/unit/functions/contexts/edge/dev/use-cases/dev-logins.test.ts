import { describe, expect, it } from 'vitest';
import type { Operator } from '../../../../../../../functions/contexts/accounts/operators/domain/operators';
import type { StaffAccount } from '../../../../../../../functions/contexts/accounts/staff/domain/staff';
import { issueDevAdminToken } from '../../../../../../../functions/contexts/edge/dev/use-cases/admin-token';
import { capturedMail } from '../../../../../../../functions/contexts/edge/dev/use-cases/captured-mail';
import { issueDevOperatorToken } from '../../../../../../../functions/contexts/edge/dev/use-cases/operator-token';

const now = new Date('2026-11-26T12:00:00.000Z');
const olga = { operator_id: 'op_1', email: 'olga@example.com' } as Operator;
const alice: StaffAccount = { admin_id: 'adm_1', email: 'alice@example.com', name: 'Alice', created_at: now.toISOString() };

const logins = {
  findOperatorByEmail: async (email: string) => (email === olga.email ? olga : undefined),
  findStaffByEmail: async (email: string) => (email === alice.email ? alice : undefined),
  issueOperatorToken: async (operator: Operator, at: Date) => `op-token:${operator.operator_id}:${at.toISOString()}`,
  issueStaffToken: async (staff: StaffAccount, at: Date) => `staff-token:${staff.admin_id}:${at.toISOString()}`,
};

describe('development logins', () => {
  it('issue a token for the registered operator and the staff account with that email', async () => {
    await expect(issueDevOperatorToken(logins, olga.email, now)).resolves.toBe(`op-token:op_1:${now.toISOString()}`);
    await expect(issueDevAdminToken(logins, alice.email, now)).resolves.toBe(`staff-token:adm_1:${now.toISOString()}`);
  });

  it('answer 404 for an address nobody registered, issuing nothing', async () => {
    await expect(issueDevOperatorToken(logins, 'nobody@example.com', now)).rejects.toThrow('Operator not found');
    await expect(issueDevAdminToken(logins, 'nobody@example.com', now)).rejects.toThrow('Staff account not found');
  });

  it('list the captured mail to the address asked for', async () => {
    const asked: (string | undefined)[] = [];
    const mail = {
      listCapturedMail: async (to?: string) => {
        asked.push(to);
        return [];
      },
    };
    await capturedMail(mail, 'olga@example.com');
    await capturedMail(mail, undefined);
    expect(asked).toEqual(['olga@example.com', undefined]);
  });
});
