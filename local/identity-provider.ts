import { exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import { randomUUID } from 'node:crypto';

/** Where the local issuer's JWKS is served, beside the API on the local server. */
export const LOCAL_JWKS_PATH = '/local-idp/.well-known/jwks.json';

export interface LocalIdentityProvider {
  /** Variables for the handlers: verification config (like Cognito's) and the signing key of /dev/operator-token. */
  environment: Record<string, string>;
  jwks: { keys: object[] };
}

/**
 * The local stand-in for Cognito: a fresh RS256 key per start, its JWKS served over HTTP,
 * and the same issuer/audience/JWKS settings the handlers get from the user pool in AWS.
 */
export const createLocalIdentityProvider = async (baseUrl: string): Promise<LocalIdentityProvider> => {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const issuer = `${baseUrl}/local-idp`;
  return {
    jwks: { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] },
    environment: {
      OPERATOR_JWT_ISSUER: issuer,
      OPERATOR_JWT_AUDIENCE: 'handoff-local-operators',
      OPERATOR_JWKS_URI: `${baseUrl}${LOCAL_JWKS_PATH}`,
      LOCAL_IDP_PRIVATE_KEY: await exportPKCS8(privateKey),
      LOCAL_IDP_KEY_ID: kid,
    },
  };
};
