import * as z from 'zod/mini';
import { withMeta } from '../../../../platform/wire/meta';
import { createStaffAccount } from '../use-cases/create-staff';
import { staffAccounts } from '../wiring/accounts';
import { adminHandler } from '../wiring/admin-handler';

const body = z.object({
  email: z.email().check(z.maxLength(254)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
const responses = !import.meta.bundled && {
  201: z.object({
    admin_id: withMeta(z.string(), { description: "Also the username of the staff member's login (`cognito:username`)" }),
    email: withMeta(z.email(), { description: 'Lower-cased' }),
    name: z.string(),
  }),
};

/** Invites a staff member to the back office: the login's temporary password goes out by mail. */
export const handler = adminHandler({ body, responses })(async (request) => {
  const staff = await createStaffAccount(staffAccounts, request.body, request.principal.actor, request.now);
  return { status: 201, body: { admin_id: staff.admin_id, email: staff.email, name: staff.name } };
});
