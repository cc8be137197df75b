import { importPKCS8, SignJWT } from 'jose';
import type { Operator } from '../../contexts/accounts/operators/domain';
import type { StaffAccount } from '../../contexts/accounts/staff/domain';
import { config } from '../../platform/settings';

const LOCAL_TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * Signs an ID token the way Cognito would (RS256, kid, iss, aud, token_use, cognito:username)
 * for the pool `pool` names, with the local identity provider's key. Development only.
 */
const issueLocalToken = async (pool: { issuer: string; audience: string }, username: string, email: string, now: Date): Promise<string> => {
  const { localIdentityProvider: signer } = config;
  const { issuer, audience } = pool;
  if (!signer || !issuer || !audience) throw new Error('The local identity provider is not configured');
  const key = await importPKCS8(signer.privateKeyPem, 'RS256');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ 'cognito:username': username, email, email_verified: true, token_use: 'id' })
    .setProtectedHeader({ alg: 'RS256', kid: signer.keyId, typ: 'JWT' })
    .setSubject(username)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LOCAL_TOKEN_LIFETIME_SECONDS)
    .sign(key);
};

/** An operator's ID token of the operators' pool. */
export const issueLocalOperatorToken = (operator: Operator, now: Date): Promise<string> =>
  issueLocalToken(config.operatorJwt, operator.operator_id, operator.email, now);

/** A staff member's ID token of the staff pool. */
export const issueLocalStaffToken = (staff: StaffAccount, now: Date): Promise<string> =>
  issueLocalToken(config.staffJwt, staff.admin_id, staff.email, now);
