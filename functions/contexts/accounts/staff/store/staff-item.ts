import * as z from 'zod/mini';
import { itemOf } from '../../../../platform/table/read-item';
import type { StaffAccount } from '../domain/staff';

/** A staff account (staffKeys.staff). */
export const staffItem = /* @__PURE__ */ itemOf<StaffAccount>()(() => ({
  admin_id: z.string(),
  email: z.string(),
  name: z.string(),
  created_at: z.string(),
}));
