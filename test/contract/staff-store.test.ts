import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '../../functions/contexts/accounts/staff/domain/staff';
import type { StaffStore } from '../../functions/contexts/accounts/staff/ports';
import { createStaff, deleteStaff, getStaff } from '../../functions/contexts/accounts/staff/store/staff-store';
import { contractSides, refusalOf } from '../support/contract-sides';
import { FakeStaffStore } from '../support/fakes/staff';

const sides = contractSides<Pick<StaffStore, 'createStaff' | 'deleteStaff' | 'getStaff'>>({
  fake: () => new FakeStaffStore(),
  'DynamoDB Local': () => ({ createStaff, deleteStaff, getStaff }),
});

const AT = '2026-11-29T11:00:00.000Z';
const aStaffMember = (email = `contract-${randomUUID()}@handoff.test`): StaffAccount => ({
  admin_id: `adm_${randomUUID()}`,
  email,
  name: 'Contract Staff',
  created_at: AT,
});
const created = (staff: StaffAccount) => ({
  at: AT,
  actor: 'admin-key',
  action: 'staff_created' as const,
  target: staff.admin_id,
  detail: staff.email,
});

describe.each(sides)('The staff store (%s)', (_side, make) => {
  it('keeps one account per email address whatever its case, and frees it when the account is deleted', async () => {
    const store = make();
    const staff = aStaffMember();
    await store.createStaff(staff, created(staff));
    expect(await store.getStaff(staff.admin_id)).toMatchObject({ email: staff.email });
    const twin = aStaffMember(staff.email.toUpperCase());
    expect(await refusalOf(store.createStaff(twin, created(twin)))).toEqual({
      error: 'ConflictError',
      message: 'A staff account with this email already exists',
    });
    expect(await store.getStaff(twin.admin_id)).toBeUndefined();
    await store.deleteStaff(staff);
    expect(await store.getStaff(staff.admin_id)).toBeUndefined();
    await store.createStaff(twin, created(twin));
    expect(await store.getStaff(twin.admin_id)).toMatchObject({ email: twin.email });
  });
});
