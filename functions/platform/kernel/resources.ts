/**
 * The protected resources an OAuth access token can be bound to (RFC 8707): the hosted MCP server
 * only. The authorization server issues tokens for it, and the authenticator accepts a bound token
 * only there.
 */
export const mcpResourceUrl = (origin: string): string => `${origin}/mcp`;
