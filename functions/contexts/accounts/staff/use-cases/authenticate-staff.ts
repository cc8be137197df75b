import { createHash, timingSafeEqual } from 'node:crypto';
import type { AdminPrincipal } from '../../../../platform/kernel/principals';
import { ADMIN_KEY_ACTOR } from '../domain/staff';
import { staffErrors } from '../errors';
import type { StaffAuthenticationPorts } from '../ports';

/** The shared key, whose SHA-256 is configured (ADMIN_API_KEY_SHA256); compared in constant time. Without configuration nothing passes. */
const checkAdminKey = (configured: string, key: string): AdminPrincipal => {
  if (!/^[0-9a-f]{64}$/i.test(configured)) throw staffErrors.invalidAdminKey();
  const given = createHash('sha256').update(key, 'utf8').digest();
  if (!timingSafeEqual(given, Buffer.from(configured, 'hex'))) throw staffErrors.invalidAdminKey();
  return { kind: 'admin', actor: ADMIN_KEY_ACTOR };
};

/**
 * The back office authenticates with `X-Admin-Key`, or with a staff member's ID token
 * (`Authorization: Bearer`) of the staff user pool, whose issuer and app client are not the
 * operators': an operator's token fails verification (401). The token's username must still name
 * a staff account (one read), so a removed account's tokens stop at once.
 */
export const authenticateAdmin = async (
  deps: StaffAuthenticationPorts,
  headers: Readonly<Record<string, string | undefined>>,
): Promise<AdminPrincipal> => {
  const key = headers['x-admin-key'];
  if (key) return checkAdminKey(deps.adminKeySha256, key);
  const adminId = await deps.verifiedStaffUser(headers.authorization);
  if (!adminId) throw staffErrors.invalidAdminKey();
  const staff = await deps.staff.getStaff(adminId);
  if (!staff) throw staffErrors.invalidStaffToken();
  return { kind: 'admin', actor: staff.email };
};
