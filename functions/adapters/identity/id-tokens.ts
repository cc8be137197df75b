import type { Fetcher } from 'aws-jwt-verify/https';

/**
 * Fetches the JWKS with the platform's fetch. aws-jwt-verify's own fetcher accepts only
 * https; the local issuer serves plain http on loopback, so loopback alone is let through.
 */
const jwksFetcher: Fetcher = {
  fetch: async (uri) => {
    const url = new URL(uri);
    if (url.protocol !== 'https:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      throw new Error(`Refusing to fetch a JWKS over ${url.protocol} from ${url.hostname}`);
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
    return response.arrayBuffer();
  },
};

/** Cognito's ID tokens live an hour by default and a day at most: a longer-lived token was not made by it. */
const MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;
/** How far the issuer's clock may run ahead of ours. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * An ID token with an expiry (the library checks it has not passed), issued in the past, and
 * living no longer than Cognito's longest: a token without `exp`, or dated in the future, would
 * otherwise stay valid for as long as its signing key.
 */
const checkLifetime = (payload: { token_use?: unknown; exp?: unknown; iat?: unknown }, nowSeconds: number): void => {
  if (payload.token_use !== 'id') throw new Error('Not an ID token');
  if (typeof payload.exp !== 'number') throw new Error('No expiry');
  if (payload.iat !== undefined && (typeof payload.iat !== 'number' || payload.iat > nowSeconds + CLOCK_SKEW_SECONDS)) {
    throw new Error('Issued in the future');
  }
  const issuedAt = typeof payload.iat === 'number' ? payload.iat : nowSeconds;
  if (payload.exp - issuedAt > MAX_TOKEN_LIFETIME_SECONDS) throw new Error('Lifetime too long');
};

/** Which user pool's ID tokens a verifier accepts: its issuer, app client and keys. */
interface JwtSettings {
  issuer: string;
  audience: string;
  jwksUri: string;
}

/**
 * The same verification for Cognito ID tokens in AWS and the local issuer's tokens: RS256, JWKS, issuer, audience, expiry.
 * The library is imported at the first token: its modules are not free of side effects to esbuild, so a
 * static import would keep it (~17 KB) in every bundle that links this file, other auth kinds' routes too.
 */
const createVerifier = async (settings: JwtSettings) => {
  // From its own module: the package's index also links the Cognito and ALB verifiers (~6 KB) this does not use.
  const [{ JwtVerifier }, { SimpleJwksCache }] = await Promise.all([import('aws-jwt-verify/jwt-verifier'), import('aws-jwt-verify/jwk')]);
  return JwtVerifier.create(
    {
      issuer: settings.issuer,
      audience: settings.audience,
      jwksUri: settings.jwksUri,
      customJwtCheck: ({ payload }) => checkLifetime(payload, Date.now() / 1000),
    },
    { jwksCache: new SimpleJwksCache({ fetcher: jwksFetcher }) },
  );
};

/** One verifier per pool (operators, staff), made at its first token. */
const verifiers = new Map<string, ReturnType<typeof createVerifier>>();

/**
 * The `cognito:username` of a valid ID token of the pool `settings` names, from an
 * `Authorization: Bearer` header; undefined for a missing header, `invalid` for any other token.
 */
export const verifiedUsername = async (
  authorization: string | undefined,
  settings: JwtSettings,
  invalid: () => Error,
): Promise<string | undefined> => {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return undefined;
  if (!settings.issuer || !settings.audience) throw invalid();
  const key = `${settings.issuer} ${settings.audience}`;
  if (!verifiers.has(key)) verifiers.set(key, createVerifier(settings));
  const ready = await verifiers.get(key)!;
  try {
    const payload = await ready.verify(token);
    const username = payload['cognito:username'];
    if (typeof username !== 'string' || !username) throw new Error('No username in token');
    return username;
  } catch {
    throw invalid();
  }
};
