import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { type AuthKind, findRoute, type Route } from '../../manifest/routes';
import { DomainError, errors, INTERNAL_ERROR_MESSAGE, RateLimitedError } from '../kernel/errors';
import { logger } from '../logging/logger';
import { flushMetrics } from '../logging/metrics';
import { config } from '../settings';
import { type AdminPrincipal, authenticateAdmin } from './admin-auth';
import { type AgentPrincipal, agentApiKey, authenticateAgent, type Principal } from './authenticate';
import { authenticateOperator, type OperatorPrincipal } from './operator-auth';
import { checkOrigin } from './origin-check';
import { errorResponse, json, statusOf } from './responses';
import { validate } from './validation';

/** Far above any legitimate request (a task description is at most 5000 characters). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ApiRequest<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  principal: Principal | undefined;
  headers: Readonly<Record<string, string | undefined>>;
  /** One clock reading per request, so every timestamp a request writes agrees. */
  now: Date;
}

export interface ApiResult {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What a handler answers when it succeeds: status code -> schema of the body. */
export type Responses = Readonly<Record<number, z.ZodMiniType>>;

/** A result whose body has the shape its handler declared for that status (checked by tsc). */
export type DeclaredResult<R extends Responses> = {
  [S in keyof R & number]: { status: S; body: z.output<R[S]>; headers?: Record<string, string> };
}[keyof R & number];

/**
 * What a handler reads and answers. The same schemas validate requests here and generate
 * openapi.yaml (openapi/), so the contract and the code cannot disagree.
 */
export interface Schemas<B, Q, P, R extends Responses> {
  body?: z.ZodMiniType<B>;
  query?: z.ZodMiniType<Q>;
  params?: z.ZodMiniType<P>;
  responses: R;
}

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

/** Far deeper than any request shape; deeper bodies would only exhaust the stack of whatever walks them. */
export const MAX_BODY_DEPTH = 32;

/**
 * How deeply a JSON text nests its objects and arrays, counted on the raw text (strings
 * skipped) before anything parses or walks it. Malformed text is left for JSON.parse to refuse.
 */
export const nestingDepth = (text: string): number => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
};

/** The body as text, refused (413, 400) when too large or too deeply nested to parse safely. */
export const readBodyText = (event: Event): string => {
  if (event.body === undefined || event.body === '') return '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > MAX_BODY_BYTES) throw errors.bodyTooLarge();
  const text = raw.toString('utf8');
  if (nestingDepth(text) > MAX_BODY_DEPTH) throw errors.bodyTooDeep(MAX_BODY_DEPTH);
  return text;
};

const readJsonBody = (event: Event): unknown => {
  const text = readBodyText(event);
  if (text === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw errors.malformedJson();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.bodyNotObject();
  return body;
};

/**
 * A function's bundle is built with this set to its route's auth kind, from the route table
 * (lib/handler-function.ts): each test below then compares two constants, esbuild drops the
 * branches of the other kinds, and the bundle holds only its own authenticator (no JWT verifier
 * in an agent's route) and not the route table. Where the handlers run unbundled (the local
 * stack, tests) it is not defined and the route table answers at each request.
 */
declare const ROUTE_AUTH: AuthKind | undefined;

const routeOf = (event: Event): Route => {
  const route = findRoute(event.routeKey);
  if (!route) throw new Error(`No route table entry for ${event.routeKey}`);
  return route;
};

const authenticate = async (event: Event, now: Date, options: AuthOptions = {}): Promise<Principal | undefined> => {
  // The expression is repeated, not held in a variable, because esbuild folds only what it sees in place.
  if ((typeof ROUTE_AUTH === 'undefined' ? routeOf(event).auth : ROUTE_AUTH) === 'agent') {
    return authenticateAgent(agentApiKey(event.headers, { bearer: options.bearerApiKey }), now);
  }
  if ((typeof ROUTE_AUTH === 'undefined' ? routeOf(event).auth : ROUTE_AUTH) === 'operator') return authenticateOperator(event.headers.authorization);
  if ((typeof ROUTE_AUTH === 'undefined' ? routeOf(event).auth : ROUTE_AUTH) === 'admin') return authenticateAdmin(event.headers);
  return undefined;
};

/** Who sent a request that came through the edge (platform/http/origin-check.ts). */
const admit = async (event: Event, now: Date, options?: AuthOptions): Promise<Principal | undefined> => {
  await checkOrigin(event.headers, config.originVerifySecret);
  return authenticate(event, now, options);
};

interface AuthOptions {
  /** Also take the agent's API key from `Authorization: Bearer hk_live_...` (MCP clients send credentials that way). */
  bearerApiKey?: boolean;
}

/** Maps domain errors to `{ error }` responses; anything else is a 500 whose detail stays in the logs. */
const errorMapping = (): middy.MiddlewareObj<Event, Result> => ({
  onError: async (request) => {
    const error = request.error;
    const status = error instanceof DomainError ? statusOf(error) : undefined;
    if (status && error) {
      request.response = errorResponse(
        status,
        error.message,
        error instanceof RateLimitedError ? { 'retry-after': String(error.retryAfterSeconds) } : {},
      );
      return;
    }
    logger.error('Unhandled error', { error: error as Error });
    request.response = errorResponse(500, INTERNAL_ERROR_MESSAGE);
  },
});

const accessLog = (): middy.MiddlewareObj<Event, Result> => {
  const started = new WeakMap<object, number>();
  const log = (request: middy.Request<Event, Result>) =>
    logger.info('request', {
      route: request.event.routeKey,
      status: request.response?.statusCode,
      duration_ms: Date.now() - (started.get(request) ?? Date.now()),
    });
  return {
    before: async (request) => {
      started.set(request, Date.now());
      logger.appendKeys({ request_id: request.event.requestContext?.requestId });
    },
    after: async (request) => log(request),
    onError: async (request) => log(request),
  };
};

/**
 * The one shape of every API handler: authenticate (by the route table's auth kind),
 * validate, run the use case, answer JSON. Handlers stay thin because all of this is here.
 * Curried so that the declared `responses` are known before `run` is checked: tsc then
 * holds each returned body to the schema declared for its status.
 */
export const apiHandler =
  <B = undefined, Q = undefined, P = undefined, R extends Responses = Responses>(schemas: Schemas<B, Q, P, R>) =>
  (run: (request: ApiRequest<B, Q, P>) => Promise<DeclaredResult<R>>) => {
    const handler = middy<Event, Result>()
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(accessLog())
      // One EMF line per request with what the use case counted (functions/platform/logging/metrics.ts).
      .use({ after: async () => flushMetrics(), onError: async () => flushMetrics() })
      .use(errorMapping())
      .handler(async (event) => {
        const now = new Date();
        const principal = await admit(event, now);
        const body = schemas.body ? validate(schemas.body, readJsonBody(event), 'Request body') : (undefined as B);
        const query = schemas.query ? validate(schemas.query, event.queryStringParameters ?? {}, 'Query') : (undefined as Q);
        const params = schemas.params ? validate(schemas.params, event.pathParameters ?? {}, 'Path') : (undefined as P);
        const result = await run({ body, query, params, principal, headers: event.headers, now });
        return json(result.status, result.body, result.headers);
      });
    // The generator of openapi.yaml reads the schemas from here.
    return Object.assign(handler, { contract: schemas as Schemas<unknown, unknown, unknown, Responses> });
  };

/**
 * For a handler whose request or response is not JSON in the API's sense (the MCP endpoint speaks
 * JSON-RPC through its transport): the same middleware, authentication by the route's auth kind
 * and body limits as `apiHandler`, but `run` gets the event and answers the Lambda result itself.
 * `contract` is what openapi.yaml documents for it.
 */
export const rawApiHandler =
  <R extends Responses>(contract: Schemas<unknown, undefined, undefined, R>, options: AuthOptions = {}) =>
  (run: (event: Event, request: { principal: Principal | undefined; body: string; now: Date; context: Context }) => Promise<Result>) => {
    const handler = middy<Event, Result>()
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(accessLog())
      .use(errorMapping())
      .handler(async (event, context) => {
        const now = new Date();
        const principal = await admit(event, now, options);
        return run(event, { principal, body: readBodyText(event), now, context });
      });
    return Object.assign(handler, { contract: contract as Schemas<unknown, unknown, unknown, Responses> });
  };

/** The calling operator; only meaningful on routes whose auth kind is 'operator'. */
export const callingOperator = (request: { principal: Principal | undefined }): OperatorPrincipal => {
  if (request.principal?.kind !== 'operator') throw new Error('Route is not authenticated as an operator');
  return request.principal;
};

/** Who acts on an admin route (the audit's actor); only meaningful on routes whose auth kind is 'admin'. */
export const callingAdmin = (request: { principal: Principal | undefined }): AdminPrincipal => {
  if (request.principal?.kind !== 'admin') throw new Error('Route is not authenticated as an admin');
  return request.principal;
};

/** The calling agent; only meaningful on routes whose auth kind is 'agent'. */
export const callingAgent = (request: { principal: Principal | undefined }): AgentPrincipal => {
  if (request.principal?.kind !== 'agent') throw new Error('Route is not authenticated as an agent');
  return request.principal;
};
