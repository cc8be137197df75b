import { importPKCS8, SignJWT } from 'jose';
import type { Operator } from '../../core/operators';
import { config } from '../../settings';

export const LOCAL_TOKEN_LIFETIME_SECONDS = 60 * 60;

/**
 * Signs an operator ID token the way Cognito would (RS256, kid, iss, aud, token_use,
 * cognito:username), with the local identity provider's key. Development only.
 */
export const issueLocalOperatorToken = async (operator: Operator, now: Date): Promise<string> => {
  const {
    localIdentityProvider: signer,
    operatorJwt: { issuer, audience },
  } = config;
  if (!signer || !issuer || !audience) throw new Error('The local identity provider is not configured');
  const key = await importPKCS8(signer.privateKeyPem, 'RS256');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ 'cognito:username': operator.operator_id, email: operator.email, email_verified: true, token_use: 'id' })
    .setProtectedHeader({ alg: 'RS256', kid: signer.keyId, typ: 'JWT' })
    .setSubject(operator.operator_id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LOCAL_TOKEN_LIFETIME_SECONDS)
    .sign(key);
};
