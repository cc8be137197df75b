import { createHash, timingSafeEqual } from 'node:crypto';
import { verifiedUsername } from '../../../adapters/identity/id-tokens';
import { errors } from '../../../platform/kernel/errors';
import type { AdminPrincipal } from '../../../platform/kernel/principals';
import { config } from '../../../platform/settings';
import { ADMIN_KEY_ACTOR } from '../domain/staff';
import { getStaff } from '../store/staff-store';

/** The shared key, whose SHA-256 is configured (ADMIN_API_KEY_SHA256); compared in constant time. Without configuration nothing passes. */
const checkAdminKey = (key: string): AdminPrincipal => {
  if (config.adminKeySha256.length !== 64) throw errors.invalidAdminKey();
  const given = createHash('sha256').update(key, 'utf8').digest();
  if (!timingSafeEqual(given, Buffer.from(config.adminKeySha256, 'hex'))) throw errors.invalidAdminKey();
  return { kind: 'admin', actor: ADMIN_KEY_ACTOR };
};

/**
 * The back office authenticates with `X-Admin-Key`, or with a staff member's ID token
 * (`Authorization: Bearer`) of the staff user pool, whose issuer and app client are not the
 * operators': an operator's token fails verification (401). The token's username must still name
 * a staff account (one read), so a removed account's tokens stop at once.
 */
export const authenticateAdmin = async (headers: Readonly<Record<string, string | undefined>>): Promise<AdminPrincipal> => {
  const key = headers['x-admin-key'];
  if (key) return checkAdminKey(key);
  const adminId = await verifiedUsername(headers.authorization, config.staffJwt, errors.invalidStaffToken);
  if (!adminId) throw errors.invalidAdminKey();
  const staff = await getStaff(adminId);
  if (!staff) throw errors.invalidStaffToken();
  return { kind: 'admin', actor: staff.email };
};
