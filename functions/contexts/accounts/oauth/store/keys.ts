/**
 * The keys of the items the oauth module owns: the hosted MCP server's OAuth clients, codes, grants and
 * refresh tokens.
 */
export const oauthKeys = {
  /** OAuth for the hosted MCP server: clients, codes and refresh tokens (under their SHA-256) and grants, each with a TTL. */
  oauthClient: (clientId: string) => ({ pk: `OAUTH_CLIENT#${clientId}`, sk: 'CLIENT' }),
  oauthCode: (codeHash: string) => ({ pk: `OAUTH_CODE#${codeHash}`, sk: 'CODE' }),
  oauthGrant: (grantId: string) => ({ pk: `OAUTH_GRANT#${grantId}`, sk: 'GRANT' }),
  oauthRefreshToken: (tokenHash: string) => ({ pk: `OAUTH_REFRESH#${tokenHash}`, sk: 'TOKEN' }),
} as const;
