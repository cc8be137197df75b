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
