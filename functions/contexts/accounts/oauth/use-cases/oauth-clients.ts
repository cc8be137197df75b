import { newId } from '../../../../platform/kernel/secrets';
import { CLIENT_DAYS, checkRedirectUri, type OAuthClient, OAuthError } from '../domain/oauth';
import type { OAuthPorts } from '../ports';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_REDIRECT_URIS = 10;

/** RFC 7591 metadata, as far as a public client of this server uses it. */
interface ClientMetadata {
  client_name?: unknown;
  redirect_uris?: unknown;
  grant_types?: unknown;
  response_types?: unknown;
  token_endpoint_auth_method?: unknown;
}

const checkMetadata = (metadata: ClientMetadata): { client_name: string; redirect_uris: string[] } => {
  const { redirect_uris, grant_types, response_types, token_endpoint_auth_method, client_name } = metadata;
  if (!Array.isArray(redirect_uris) || redirect_uris.length === 0 || redirect_uris.length > MAX_REDIRECT_URIS)
    throw new OAuthError('invalid_redirect_uri', `redirect_uris must list 1 to ${MAX_REDIRECT_URIS} URLs`);
  const uris = redirect_uris.map(checkRedirectUri);
  if (token_endpoint_auth_method !== undefined && token_endpoint_auth_method !== 'none')
    throw new OAuthError('invalid_client_metadata', 'token_endpoint_auth_method must be none: clients are public and use PKCE');
  const allowedGrants = ['authorization_code', 'refresh_token'];
  if (grant_types !== undefined && (!Array.isArray(grant_types) || grant_types.some((grant) => !allowedGrants.includes(grant))))
    throw new OAuthError('invalid_client_metadata', 'grant_types may name authorization_code and refresh_token only');
  if (response_types !== undefined && (!Array.isArray(response_types) || response_types.some((type) => type !== 'code')))
    throw new OAuthError('invalid_client_metadata', 'response_types may name code only');
  if (client_name !== undefined && (typeof client_name !== 'string' || client_name.trim() === '' || client_name.length > 200))
    throw new OAuthError('invalid_client_metadata', 'client_name must be 1 to 200 characters');
  return { client_name: typeof client_name === 'string' ? client_name.trim() : 'MCP client', redirect_uris: uris };
};

/** Dynamic client registration (RFC 7591): a public client, stored for CLIENT_DAYS. */
export const registerClient = async (ports: OAuthPorts, metadata: ClientMetadata, now: Date): Promise<OAuthClient> => {
  const client: OAuthClient = { client_id: newId('client'), ...checkMetadata(metadata), created_at: now.toISOString() };
  await ports.store.putClient(client, new Date(now.getTime() + CLIENT_DAYS * DAY_MS));
  return client;
};

/**
 * The client a client_id names: a registered one, or (an https URL) the client its metadata
 * document describes, which must name that URL as its client_id.
 */
export const resolveClient = async (ports: OAuthPorts, clientId: string | undefined): Promise<OAuthClient> => {
  if (!clientId) throw new OAuthError('invalid_request', 'client_id is required');
  if (clientId.startsWith('https://')) {
    let document: unknown;
    try {
      document = await ports.readClientDocument(clientId);
    } catch (error) {
      throw new OAuthError('invalid_client', `The client ID metadata document could not be read: ${(error as Error).message}`);
    }
    const fields = (typeof document === 'object' && document !== null ? document : {}) as ClientMetadata & { client_id?: unknown };
    if (fields.client_id !== clientId) throw new OAuthError('invalid_client', 'The client ID metadata document must name its own URL as client_id');
    return { client_id: clientId, ...checkMetadata(fields), created_at: '' };
  }
  const client = await ports.store.getClient(clientId);
  if (!client) throw new OAuthError('invalid_client', 'Unknown client_id');
  return client;
};
