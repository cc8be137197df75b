import { ACCEPTABLE_USE_PATH } from '../../manifest/published-pages';
import { config } from '../settings';

/**
 * The service's public origin (scheme and host, no slash): PUBLIC_BASE_URL, else the host the
 * request reached, as the edge forwards it. What the OAuth metadata and the MCP server's
 * `WWW-Authenticate` name.
 */
export const publicOrigin = (headers: Readonly<Record<string, string | undefined>>): string => {
  if (config.publicBaseUrl) return new URL(config.publicBaseUrl).origin;
  const proto = headers['x-forwarded-proto']?.split(',')[0]?.trim() || 'https';
  return `${proto}://${headers['x-forwarded-host'] ?? headers.host ?? 'localhost'}`;
};

/** The acceptable use policy's address on this deployment (what registration answers link to). */
export const acceptableUseUrl = (headers: Readonly<Record<string, string | undefined>>): string => `${publicOrigin(headers)}${ACCEPTABLE_USE_PATH}`;
