import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { invokeFunction } from '../../adapters/lambda/invoke';
import { routeFunctionName } from '../../manifest/function-names';
import { config } from '../settings';
import type { InterfaceCall } from './agent-handler';

/** Runs a route's handler on an interface call and answers its result. */
type RouteRunner = (handler: string, call: InterfaceCall, context: Context) => Promise<unknown>;

let inProcess: RouteRunner | undefined;

/** The local stack runs the route's handler in-process; Lambda invokes its function (ROUTE_FUNCTION_PREFIX). */
export const useRouteRunner = (local: RouteRunner): void => {
  inProcess = local;
};

/**
 * The result of a route an agent interface runs (an MCP tool, an A2A method): its own function,
 * invoked with the interface call, answers as it would have answered the API Gateway request, so
 * the interface's bundle holds none of the routes' code.
 */
export const runRoute = async (handler: string, call: InterfaceCall, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
  const prefix = config.routeFunctionPrefix;
  if (prefix) return (await invokeFunction(routeFunctionName(prefix, handler), call)) as APIGatewayProxyStructuredResultV2;
  if (!inProcess) throw new Error('No route functions: set ROUTE_FUNCTION_PREFIX');
  return (await inProcess(handler, call, context)) as APIGatewayProxyStructuredResultV2;
};
