import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { normalizeEmail } from '../../../../platform/kernel/email';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { parseItem } from '../../../../platform/table/read-item';
import { transactWrite } from '../../../../platform/table/transactions';
import type { AuditEntry } from '../../audit/domain';
import { auditWrite } from '../../audit/store';
import type { StaffAccount } from '../domain/staff';
import { staffErrors } from '../errors';
import { staffKeys } from './keys';
import { staffItem } from './staff-item';

/** Creates a staff account (one per email address, whatever its case) with its audit entry. */
export const createStaff = async (staff: StaffAccount, audit: AuditEntry): Promise<void> => {
  try {
    await transactWrite([
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...staffKeys.staffEmail(normalizeEmail(staff.email)), admin_id: staff.admin_id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'email_unclaimed',
      },
      { Put: { TableName: TABLE_NAME, Item: { ...staffKeys.staff(staff.admin_id), ...staff }, ConditionExpression: 'attribute_not_exists(pk)' } },
      auditWrite(audit),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'email_unclaimed') throw staffErrors.staffEmailTaken();
    throw error;
  }
};

/** Undoes createStaff when no login could be made: the account and its email go, the audit says it was tried. */
export const deleteStaff = async (staff: StaffAccount): Promise<void> => {
  await transactWrite([
    { Delete: { TableName: TABLE_NAME, Key: staffKeys.staffEmail(normalizeEmail(staff.email)) } },
    { Delete: { TableName: TABLE_NAME, Key: staffKeys.staff(staff.admin_id) } },
  ]);
};

export const getStaff = async (adminId: string): Promise<StaffAccount | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: staffKeys.staff(adminId) }));
  return Item && parseItem(staffItem, Item);
};

export const findStaffByEmail = async (email: string): Promise<StaffAccount | undefined> => {
  const { Item } = await ddb.send(new GetCommand({ TableName: TABLE_NAME, Key: staffKeys.staffEmail(normalizeEmail(email)), ConsistentRead: true }));
  return typeof Item?.admin_id === 'string' ? getStaff(Item.admin_id) : undefined;
};
