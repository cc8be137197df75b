import { createHash, timingSafeEqual } from 'node:crypto';
import { config } from '../settings';
import { errors } from '../core/errors';

export interface AdminPrincipal {
  kind: 'admin';
}

/**
 * The back office (KYC decisions) authenticates with one key whose SHA-256 is configured
 * (ADMIN_API_KEY_SHA256); compared in constant time. Without configuration nothing passes.
 */
export const authenticateAdmin = (key: string | undefined): AdminPrincipal => {
  if (!key || config.adminKeySha256.length !== 64) throw errors.invalidAdminKey();
  const given = createHash('sha256').update(key, 'utf8').digest();
  if (!timingSafeEqual(given, Buffer.from(config.adminKeySha256, 'hex'))) throw errors.invalidAdminKey();
  return { kind: 'admin' };
};
