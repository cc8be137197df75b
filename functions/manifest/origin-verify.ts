/**
 * How the edge proves a request came through it (lib/edge.ts sends, platform/http/origin-check.ts checks):
 * one header, whose value is a field of a Secrets Manager secret.
 */

/** The header CloudFront adds to every request it sends the API; it overwrites a viewer's own. */
export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';

/**
 * The secret, JSON: what the edge sends (`current`) and, during a rotation, what it sent before
 * (`previous`), so requests keep flowing while the distribution takes the new value.
 */
export interface OriginSecret {
  current: string;
  previous?: string;
}

/** The field of the secret that the edge sends. */
export const SENT_FIELD = 'current' satisfies keyof OriginSecret;

/** Fewer characters than this are no secret: a value read from the secret that is shorter is refused. */
export const MIN_ORIGIN_SECRET_LENGTH = 32;
