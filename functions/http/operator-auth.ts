import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Fetcher } from 'aws-jwt-verify/https';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { config } from '../settings';
import { errors } from '../core/errors';

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

let verifier: ReturnType<typeof createVerifier> | undefined;

/** The same verification for Cognito ID tokens in AWS and the local issuer's tokens: RS256, JWKS, issuer, audience, expiry. */
const createVerifier = () =>
  JwtRsaVerifier.create(
    {
      issuer: config.operatorJwt.issuer,
      audience: config.operatorJwt.audience,
      jwksUri: config.operatorJwt.jwksUri,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: jwksFetcher }) },
  );

export interface OperatorPrincipal {
  kind: 'operator';
  operatorId: string;
}

/** The operator a bearer token names (`cognito:username` is the operator_id the service assigned). */
export const authenticateOperator = async (authorization: string | undefined): Promise<OperatorPrincipal> => {
  const token = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) throw errors.missingBearerToken();
  if (!config.operatorJwt.issuer || !config.operatorJwt.audience) throw errors.invalidBearerToken();
  verifier ??= createVerifier();
  try {
    const payload = await verifier.verify(token);
    const operatorId = payload['cognito:username'];
    if (typeof operatorId !== 'string' || !operatorId) throw new Error('No operator in token');
    return { kind: 'operator', operatorId };
  } catch {
    throw errors.invalidBearerToken();
  }
};
