/**
 * The MCP transport's DNS rebinding protection: a server MUST validate the `Origin` of the requests
 * it gets and answer an invalid one 403. A browser sends `Origin` with every cross-site request, so a
 * page on another site (or one a rebound DNS name made look local) is refused; clients that are not
 * browsers send none, and a request without `Origin` is taken.
 */

/** `Origin` as a web origin (`scheme://host[:port]`), or undefined when it is not one (`null`, a path, garbage). */
const asOrigin = (text: string): string | undefined => {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether a request with `origin` (the header; undefined: none) may reach /mcp: none, the service's
 * own origin (`own`, as publicOrigin computes it), or one of `allowed` (MCP_ALLOWED_ORIGINS).
 */
export const mcpOriginAllowed = (origin: string | undefined, own: string, allowed: ReadonlySet<string>): boolean => {
  if (origin === undefined) return true;
  const parsed = asOrigin(origin.trim());
  return parsed !== undefined && (parsed === asOrigin(own) || allowed.has(parsed));
};
