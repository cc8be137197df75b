import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { AuthKind } from '../../manifest/routes';
import { DomainError, INTERNAL_ERROR_MESSAGE, PaymentSettlingError, PolicyRefusalError, platformErrors, RateLimitedError } from '../kernel/errors';
import { logger } from '../logging/logger';
import { flushMetrics } from '../logging/metrics';
import { config } from '../settings';
import { checkOrigin } from './origin-check';
import { answer, errorResponse, json, statusOf } from './responses';
import { refuseUnknownFields, validate } from './validation';

/** Far above any legitimate request (a task description is at most 5000 characters). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ApiRequest<B, Q, P, A> {
  body: B;
  query: Q;
  params: P;
  /** Who called, as the handler's kind of route authenticates (undefined on public routes). */
  principal: A;
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

declare global {
  interface ImportMeta {
    /**
     * True in a function's bundle (esbuild's `define`, lib/handler-function.ts), absent where the sources run
     * (tests, the local stack, the OpenAPI generator). A route's response schemas are read by tsc and the
     * generator only, never to answer, so a route declares them as `!import.meta.bundled && { ... }`: a
     * bundle leaves them out, with the view schemas only they use, and builds none of them at its cold start.
     */
    readonly bundled?: true;
  }
}

/** A result whose body has the shape its handler declared for that status (checked by tsc). */
export type DeclaredResult<R extends Responses> = {
  [S in keyof R & number]: { status: S; body: z.output<R[S]>; headers?: Record<string, string> };
}[keyof R & number];

/**
 * What a handler reads and answers. The same schemas validate requests here and generate
 * openapi.yaml (openapi/), so the contract and the code cannot disagree.
 */
export interface Schemas<B, Q, P, R extends Responses> {
  /**
   * A field the body does not define is refused (400 `Unknown field: <path>`), at any depth, unless
   * the object holding it takes any field (`z.looseObject`, `z.record`: where a standard says ignore them).
   */
  body?: z.ZodMiniType<B>;
  /** The body may also come as `application/x-www-form-urlencoded` (OAuth's token endpoint): its fields as strings. */
  form?: true;
  query?: z.ZodMiniType<Q>;
  params?: z.ZodMiniType<P>;
  /** `false` in a bundle (ImportMeta.bundled): only the types and the generator read them. */
  responses: R | false;
}

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

/** Far deeper than any request shape; deeper bodies would only exhaust the stack of whatever walks them. */
export const MAX_BODY_DEPTH = 32;

/**
 * How deeply a JSON text nests its objects and arrays, counted on the raw text (strings
 * skipped) before anything parses or walks it. Malformed text is left for JSON.parse to refuse.
 */
const nestingDepth = (text: string): number => {
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
const readBodyText = (event: Event): string => {
  if (event.body === undefined || event.body === '') return '';
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.byteLength > MAX_BODY_BYTES) throw platformErrors.bodyTooLarge();
  const text = raw.toString('utf8');
  if (nestingDepth(text) > MAX_BODY_DEPTH) throw platformErrors.bodyTooDeep(MAX_BODY_DEPTH);
  return text;
};

/** A form body's fields (each name once: a repeated one is refused, as RFC 6749 §3.2 has it). */
const readFormBody = (event: Event): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(readBodyText(event))) {
    if (Object.hasOwn(fields, name)) throw platformErrors.repeatedFormField(name);
    fields[name] = value;
  }
  return fields;
};

const isForm = (event: Event): boolean => /^application\/x-www-form-urlencoded\b/i.test(event.headers['content-type'] ?? '');

const readJsonBody = (event: Event): unknown => {
  const text = readBodyText(event);
  if (text === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw platformErrors.malformedJson();
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw platformErrors.bodyNotObject();
  return body;
};

/** How a kind of route finds who sent a request; it throws the 401 when no one valid did. */
export type Authenticate<A> = (event: Event, now: Date) => Promise<A>;

/** Who sent a request that came through the edge (platform/http/origin-check.ts). */
const admit = async <A>(event: Event, now: Date, authenticate: Authenticate<A>): Promise<A> => {
  await checkOrigin(event.headers, config.originVerifySecret);
  return authenticate(event, now);
};

/** Maps domain errors to `{ error }` responses; anything else is a 500 whose detail stays in the logs. */
const errorMapping = (challenge?: (event: Event) => Record<string, string>): middy.MiddlewareObj<Event, Result> => ({
  onError: async (request) => {
    const error = request.error;
    const status = error instanceof DomainError ? statusOf(error) : undefined;
    if (status && error) {
      const headers = {
        ...(error instanceof RateLimitedError || error instanceof PaymentSettlingError ? { 'retry-after': String(error.retryAfterSeconds) } : {}),
        ...(status === 401 && challenge ? challenge(request.event) : {}),
      };
      request.response =
        error instanceof PolicyRefusalError
          ? json(status, { error: error.message, category: error.category }, headers)
          : errorResponse(status, error.message, headers);
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
 * The one shape of every API handler: authenticate (as its kind of route does), validate, run the
 * use case, answer JSON. Handlers stay thin because all of this is here. Each kind of route has
 * its own wrapper, given its authenticator by the module that owns it (agents/, operators/ and staff/
 * wiring/<kind>-handler.ts; public-handler.ts has none), so a function's bundle holds no other kind's
 * and the platform imports no module. Curried so
 * that the declared `responses` are known before `run` is checked: tsc then holds each returned
 * body to the schema declared for its status. `auth` says which kind the handler was made for;
 * a test holds it to the route table's.
 */
export const apiHandlerFor =
  <A>(auth: AuthKind, authenticate: Authenticate<A>) =>
  <B = undefined, Q = undefined, P = undefined, R extends Responses = Responses>(schemas: Schemas<B, Q, P, R>) =>
  (run: (request: ApiRequest<B, Q, P, A>) => Promise<DeclaredResult<R>>) => {
    const handler = middy<Event, Result>()
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(accessLog())
      // One EMF line per request with what the use case counted (functions/platform/logging/metrics.ts).
      .use({ after: async () => flushMetrics(), onError: async () => flushMetrics() })
      .use(errorMapping())
      .handler(async (event) => {
        const now = new Date();
        const principal = await admit(event, now, authenticate);
        const raw = schemas.form && isForm(event) ? readFormBody(event) : readJsonBody(event);
        // A field the body's schema does not define is refused by name, not ignored (an agent's guessed `deadline_hours`).
        if (schemas.body) refuseUnknownFields(schemas.body, raw);
        const body = schemas.body ? validate(schemas.body, raw, 'Request body') : (undefined as B);
        const query = schemas.query ? validate(schemas.query, event.queryStringParameters ?? {}, 'Query') : (undefined as Q);
        const params = schemas.params ? validate(schemas.params, event.pathParameters ?? {}, 'Path') : (undefined as P);
        const result = await run({ body, query, params, principal, headers: event.headers, now });
        return answer(result.status, result.body, result.headers);
      });
    // The generator of openapi.yaml reads the schemas from here.
    return Object.assign(handler, { contract: schemas as Schemas<unknown, unknown, unknown, Responses>, auth });
  };

/**
 * For a handler whose request or response is not JSON in the API's sense (the MCP endpoint speaks
 * JSON-RPC through its transport): the same middleware, authentication and body limits as
 * `apiHandlerFor`, but `run` gets the event and answers the Lambda result itself. `contract` is
 * what openapi.yaml documents for it; `challenge`, the headers a 401 carries (`WWW-Authenticate`).
 */
export const rawApiHandlerFor =
  <A>(auth: AuthKind, authenticate: Authenticate<A>, challenge?: (event: Event) => Record<string, string>) =>
  <R extends Responses>(contract: Schemas<unknown, undefined, undefined, R>) =>
  (run: (event: Event, request: { principal: A; body: string; now: Date; context: Context }) => Promise<Result>) => {
    const handler = middy<Event, Result>()
      .use(injectLambdaContext(logger, { resetKeys: true }))
      .use(accessLog())
      .use(errorMapping(challenge))
      .handler(async (event, context) => {
        const now = new Date();
        const principal = await admit(event, now, authenticate);
        return run(event, { principal, body: readBodyText(event), now, context });
      });
    return Object.assign(handler, { contract: contract as Schemas<unknown, unknown, unknown, Responses>, auth });
  };
