import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { platformErrors } from '../kernel/errors';
import { errorResponse } from './responses';

/** API Gateway's `$default` route: any method and path that the route table does not name. */
export const handler = async (): Promise<APIGatewayProxyStructuredResultV2> => errorResponse(404, platformErrors.routeNotFound().message);
