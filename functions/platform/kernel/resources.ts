/**
 * The protected resources an OAuth access token can be bound to (RFC 8707): the hosted MCP server
 * and the A2A endpoint, each at its path. The authorization server issues tokens for each, and the
 * authenticator accepts a bound token only at its own resource. Each has its protected resource
 * metadata (RFC 9728) at the path-suffixed well-known URL; the MCP server's is also at the root
 * form, which MCP clients read first, and which its 401 names.
 */
export const PROTECTED_RESOURCES = {
  mcp: { path: '/mcp', name: 'Handoff MCP server' },
  a2a: { path: '/a2a', name: 'Handoff A2A endpoint' },
} as const;

export type ProtectedResource = keyof typeof PROTECTED_RESOURCES;

export const PROTECTED_RESOURCE_NAMES = Object.keys(PROTECTED_RESOURCES) as ProtectedResource[];

/** The resource a token is for when the client names none: the MCP server, the first there was. */
export const DEFAULT_RESOURCE: ProtectedResource = 'mcp';

export const PROTECTED_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource';

export const resourceUrl = (origin: string, resource: ProtectedResource): string => `${origin}${PROTECTED_RESOURCES[resource].path}`;

/** Where a resource's 401 and step-up challenges send a client for its metadata. */
export const resourceMetadataUrl = (origin: string, resource: ProtectedResource): string =>
  `${origin}${PROTECTED_RESOURCE_METADATA_PATH}${resource === DEFAULT_RESOURCE ? '' : PROTECTED_RESOURCES[resource].path}`;
