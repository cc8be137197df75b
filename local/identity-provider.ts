import { randomUUID } from 'node:crypto';

/** Where the local issuer's JWKS is served, beside the API on the local server. */
export const LOCAL_JWKS_PATH = '/local-idp/.well-known/jwks.json';

interface LocalIdentityProvider {
  /** Variables for the handlers: verification config (like Cognito's) and the signing key of /dev/operator-token. */
  environment: Record<string, string>;
  jwks: { keys: object[] };
}

/**
 * Token verification for the local stack, set up like the user pool's in AWS: the issuer and
 * app client of the user-pool emulator (local/cognito.ts), whose ID tokens the app signs in for.
 * Beside the emulator's key, a fresh RS256 key per start signs the tokens of /dev/operator-token
 * (and /dev/admin-token, for the staff pool) with the same issuer and audience; the JWKS served
 * here carries both keys.
 */
export const createLocalIdentityProvider = async (
  baseUrl: string,
  pool: { issuer: string; audience: string; jwks: { keys: object[] } },
  staff: { issuer: string; audience: string },
): Promise<LocalIdentityProvider> => {
  // Loaded here, not with the stack's modules, which load before Java is spawned.
  const { exportJWK, exportPKCS8, generateKeyPair } = await import('jose');
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return {
    jwks: { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }, ...pool.jwks.keys] },
    environment: {
      OPERATOR_JWT_ISSUER: pool.issuer,
      OPERATOR_JWT_AUDIENCE: pool.audience,
      OPERATOR_JWKS_URI: `${baseUrl}${LOCAL_JWKS_PATH}`,
      STAFF_JWT_ISSUER: staff.issuer,
      STAFF_JWT_AUDIENCE: staff.audience,
      STAFF_JWKS_URI: `${baseUrl}${LOCAL_JWKS_PATH}`,
      LOCAL_IDP_PRIVATE_KEY: await exportPKCS8(privateKey),
      LOCAL_IDP_KEY_ID: kid,
    },
  };
};
