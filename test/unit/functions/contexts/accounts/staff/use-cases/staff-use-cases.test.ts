import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE } from '../../../../../../../functions/contexts/accounts/audit/domain/audit';
import type { StaffAccount } from '../../../../../../../functions/contexts/accounts/staff/domain/staff';
import { staffErrors } from '../../../../../../../functions/contexts/accounts/staff/errors';
import type { KycDocumentView } from '../../../../../../../functions/contexts/accounts/staff/ports';
import { authenticateAdmin } from '../../../../../../../functions/contexts/accounts/staff/use-cases/authenticate-staff';
import { createStaffAccount } from '../../../../../../../functions/contexts/accounts/staff/use-cases/create-staff';
import { listKycQueue } from '../../../../../../../functions/contexts/accounts/staff/use-cases/staff-queries';
import { listDisputes } from '../../../../../../../functions/contexts/work/tasks/use-cases/staff-task-queries';
import { FakeAuditTable } from '../../../../../../support/fakes/audit';
import { anOperator } from '../../../../../../support/fakes/operators';
import { FakeStaffStore } from '../../../../../../support/fakes/staff';

const now = new Date('2026-11-26T12:00:00.000Z');
const sha = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
const alice: StaffAccount = { admin_id: 'adm_1', email: 'alice@example.com', name: 'Alice', created_at: now.toISOString() };

const authentication = (store: FakeStaffStore, adminKeySha256 = sha('the-admin-key')) => ({
  staff: store,
  adminKeySha256,
  verifiedStaffUser: async (authorization: string | undefined) => {
    if (authorization === undefined) return undefined;
    if (authorization === 'Bearer good') return 'adm_1';
    if (authorization === 'Bearer removed') return 'adm_gone';
    throw staffErrors.invalidStaffToken();
  },
});

describe('authenticateAdmin', () => {
  it('takes the shared key whose SHA-256 is configured, as the admin-key actor', async () => {
    await expect(authenticateAdmin(authentication(new FakeStaffStore()), { 'x-admin-key': 'the-admin-key' })).resolves.toEqual({
      kind: 'admin',
      actor: 'admin-key',
    });
  });

  it.each([
    ['a wrong key', sha('the-admin-key'), 'not-the-key'],
    ['any key when none is configured', '', 'the-admin-key'],
    ['any key when the configured hash is not hex', 'z'.repeat(64), 'the-admin-key'],
  ])('refuses %s with 401', async (_, configured, key) => {
    await expect(authenticateAdmin(authentication(new FakeStaffStore(), configured), { 'x-admin-key': key })).rejects.toThrow('Invalid admin key');
  });

  it("takes a staff member's token while the account exists, as that member's email", async () => {
    const store = new FakeStaffStore();
    await store.createStaff(alice, { at: alice.created_at, actor: 'admin-key', action: 'staff_created', target: 'adm_1', detail: '' });
    await expect(authenticateAdmin(authentication(store), { authorization: 'Bearer good' })).resolves.toEqual({
      kind: 'admin',
      actor: 'alice@example.com',
    });
  });

  it('refuses the token of a removed account, any other token, and no credential at all', async () => {
    const deps = authentication(new FakeStaffStore());
    await expect(authenticateAdmin(deps, { authorization: 'Bearer removed' })).rejects.toThrow('Invalid or expired staff token');
    await expect(authenticateAdmin(deps, { authorization: 'Bearer forged' })).rejects.toThrow('Invalid or expired staff token');
    await expect(authenticateAdmin(deps, {})).rejects.toThrow('Invalid admin key');
  });
});

describe('createStaffAccount', () => {
  it('writes the account with its email lower-cased, audited, and provisions its login', async () => {
    const store = new FakeStaffStore();
    const provisioned: StaffAccount[] = [];
    const staff = await createStaffAccount(
      { staff: store, provisionLogin: async (account) => void provisioned.push(account) },
      { email: 'Bob@Example.COM', name: 'Bob' },
      'alice@example.com',
      now,
    );
    expect(staff).toMatchObject({ email: 'bob@example.com', name: 'Bob', created_at: now.toISOString() });
    expect(provisioned).toEqual([staff]);
    expect(store.audit).toEqual([
      { at: now.toISOString(), actor: 'alice@example.com', action: 'staff_created', target: staff.admin_id, detail: 'Bob <bob@example.com>' },
    ]);
  });

  it('removes the account again when its login cannot be made, keeping the audit of the attempt', async () => {
    const store = new FakeStaffStore();
    const failing = {
      staff: store,
      provisionLogin: async () => {
        throw new Error('user pool down');
      },
    };
    await expect(createStaffAccount(failing, { email: 'bob@example.com', name: 'Bob' }, 'alice@example.com', now)).rejects.toThrow('user pool down');
    expect(store.accounts.size).toBe(0);
    expect(store.audit).toHaveLength(1);
    // The address is free again for a second try.
    await expect(
      createStaffAccount(
        { staff: store, provisionLogin: async () => undefined },
        { email: 'bob@example.com', name: 'Bob' },
        'alice@example.com',
        now,
      ),
    ).resolves.toMatchObject({ email: 'bob@example.com' });
  });

  it('refuses an address already taken, whatever its case, and provisions nothing', async () => {
    const store = new FakeStaffStore();
    await store.createStaff(alice, { at: alice.created_at, actor: 'admin-key', action: 'staff_created', target: 'adm_1', detail: '' });
    let provisioned = false;
    await expect(
      createStaffAccount(
        { staff: store, provisionLogin: async () => void (provisioned = true) },
        { email: 'ALICE@example.com', name: 'A' },
        'x',
        now,
      ),
    ).rejects.toThrow('A staff account with this email already exists');
    expect(provisioned).toBe(false);
  });
});

describe('staff queries', () => {
  it('lists the KYC queue with each operator’s documents, paged by its own cursor, and audits who was shown whose documents', async () => {
    const document = (operatorId: string): KycDocumentView => ({
      document_id: `doc_${operatorId}`,
      kind: 'id_front',
      content_type: 'image/jpeg',
      uploaded_at: now.toISOString(),
      url: `https://signed.test/${operatorId}`,
    });
    const log = new FakeAuditTable();
    const viewer = { actor: 'ana@handoff.example', now };
    const deps: Parameters<typeof listKycQueue>[0] = {
      audit: log.audit,
      pageKycQueue: async (_, after) =>
        after === '2026-11-26T10:00:00.000Z#tsk_1'
          ? { operators: [anOperator({ operator_id: 'op_2' })] }
          : { operators: [anOperator({ operator_id: 'op_1' })], last: '2026-11-26T10:00:00.000Z#tsk_1' },
      kycDocumentsForStaff: async (operatorId) => [document(operatorId)],
    };
    const first = await listKycQueue(deps, { limit: 1 }, viewer);
    expect(first.operators).toEqual([expect.objectContaining({ operator_id: 'op_1', documents: [document('op_1')] })]);
    expect(log.entriesOf(BACK_OFFICE)).toEqual([
      {
        at: now.toISOString(),
        actor: { staff: 'ana@handoff.example' },
        action: 'kyc_documents_viewed',
        target: 'op_1',
        detail: '1 identity document shown: id_front',
      },
    ]);
    const second = await listKycQueue(deps, { limit: 1, cursor: first.nextCursor! }, viewer);
    expect(second).toEqual({ operators: [expect.objectContaining({ operator_id: 'op_2', documents: [document('op_2')] })], nextCursor: null });
    // A cursor of another list is refused, not read as a place in this one.
    const disputes = await listDisputes({ pageDisputes: async () => ({ tasks: [], last: '2026-11-26T10:00:00.000Z#tsk_1' }) }, { limit: 1 });
    await expect(listKycQueue(deps, { limit: 1, cursor: disputes.nextCursor! }, viewer)).rejects.toThrow('Invalid cursor');
    expect(log.entriesOf(BACK_OFFICE).map(({ target }) => target)).toEqual(['op_1', 'op_2']);
  });
});
