import { nonEmptyText, optional, type SettingDocs } from '../platform/settings/define';

/**
 * 'contexts/accounts/agents/api/register-agent' -> 'AgentsApiRegisterAgent': a stable id per handler
 * (its construct's in the CDK app). The context is left out, so moving a module between contexts
 * replaces no function.
 */
export const functionIdOf = (handler: string): string =>
  handler
    .replace(/^contexts\/[^/]+\//, '')
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The fixed name of a route's function that the agent interfaces (/mcp, /a2a) invoke: the stage's
 * prefix (`Handoff`, `Handoff-<stage>`) and the handler's id, so the invoking function derives it
 * from the prefix alone.
 */
export const routeFunctionName = (prefix: string, handler: string): string => `${prefix}-${functionIdOf(handler)}`;

/**
 * What only /mcp and /a2a read: declared here, not in the settings catalogue every function loads
 * (platform/http/route-functions.ts reads it; docs/configuration.md lists it).
 */
export const ROUTE_FUNCTION_SETTINGS = {
  routeFunctionPrefix: optional({ env: 'ROUTE_FUNCTION_PREFIX', parser: nonEmptyText() }),
};

export const ROUTE_FUNCTION_SETTING_DOCS = {
  routeFunctionPrefix: {
    defaultText: 'set by CDK on /mcp and /a2a (unset: the local stack runs the routes in-process)',
    about:
      "The stage's prefix of the names of the route functions the agent interfaces invoke (functions/manifest/function-names.ts): " +
      "each MCP tool and A2A method runs its route's function, so neither interface's bundle holds the routes' code",
  },
} satisfies SettingDocs<typeof ROUTE_FUNCTION_SETTINGS>;
