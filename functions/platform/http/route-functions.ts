import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { invokeFunction } from '../../adapters/lambda/invoke';
import { ROUTE_FUNCTION_SETTINGS, routeFunctionName } from '../../manifest/function-names';
import { INTERNAL_ERROR_MESSAGE } from '../kernel/errors';
import { logger } from '../logging/logger';
import { declaredSettings } from '../settings';
import type { InterfaceCall } from './agent-handler';
import { errorResponse } from './responses';

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
 * the interface's bundle holds none of the routes' code. A function that fails to answer (it timed
 * out, crashed or was throttled) answers as a route's unhandled error does: a 500 whose detail
 * stays in the logs, never the invocation's error and stack.
 */
export const runRoute = async (handler: string, call: InterfaceCall, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
  const { routeFunctionPrefix: prefix } = declaredSettings(ROUTE_FUNCTION_SETTINGS);
  if (!prefix && !inProcess) throw new Error('No route functions: set ROUTE_FUNCTION_PREFIX');
  try {
    const answer = prefix ? await invokeFunction(routeFunctionName(prefix, handler), call) : await inProcess?.(handler, call, context);
    return answer as APIGatewayProxyStructuredResultV2;
  } catch (error) {
    logger.error('A route function failed to answer', { handler, error: error as Error });
    return errorResponse(500, INTERNAL_ERROR_MESSAGE);
  }
};
