/**
 * Builds openapi.yaml from the route table and the handlers' own schemas, so the contract
 * cannot say what the code does not do: a handler declares what it reads and answers
 * (`agentHandler({ body, query, params, responses })` and the other kinds' wrappers), its route says
 * who may call it (and the handler's wrapper must agree), and
 * areas/*.ts add the words. `npm run openapi` writes the file; a test fails when it is stale.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import * as z from 'zod/mini';
import {
  createDocument,
  type ZodOpenApiObject,
  type ZodOpenApiOperationObject,
  type ZodOpenApiOverrideContext,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { callableWhileSuspended } from '../functions/contexts/accounts/agents/domain';
import { staffErrors } from '../functions/contexts/accounts/staff/errors';
import { type AuthKind, type Route, routeKey, routes } from '../functions/manifest/routes';
import { scopeOfHandler } from '../functions/platform/http/agent-handler';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH, type Schemas } from '../functions/platform/http/api-handler';
import { idempotencyKeyHeader } from '../functions/platform/idempotency/idempotent';
import type { RouteScope } from '../functions/platform/kernel/api-key-scopes';
import { INTERNAL_ERROR_MESSAGE, platformErrors } from '../functions/platform/kernel/errors';
import { SAFETY_CATEGORIES } from '../functions/platform/kernel/safety-categories';
import { csvText } from '../functions/platform/wire/csv';
import { withMeta } from '../functions/platform/wire/meta';
import { areas } from './areas';
import type { OperationDoc } from './operation';
import { webhooks } from './webhooks';

/** The body of every error response (platform/http/responses.ts writes it; only this document names its shape). */
const errorBody = withMeta(
  z.object({
    error: withMeta(z.string(), { description: 'What went wrong, for a person to read' }),
    category: withMeta(z.optional(z.enum(SAFETY_CATEGORIES)), {
      description: 'A refusal by the acceptable use policy (422): the category of prohibited request it found (GET /acceptable-use)',
    }),
  }),
  {
    id: 'Error',
    description: 'The body of every error response',
  },
);

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

type Contract = Schemas<unknown, unknown, unknown, Record<number, z.ZodMiniType>> & { responses: Record<number, z.ZodMiniType> };

const errorResponse = (description: string, id?: string): ZodOpenApiResponseObject => ({
  description,
  ...(id ? { id } : {}),
  content: { 'application/json': { schema: errorBody } },
});

/**
 * An agent route's 403s: a key without the route's scope; a suspended agent, unless the route only
 * reads or is the MCP endpoint (the route that runs tools in-process, each refused as its own route).
 */
const forbiddenOnAgentRoute = (route: Route & { scope: RouteScope }): string[] => [
  ...(route.scope !== 'any-key' ? [`${platformErrors.apiKeyLacksScope(route.scope).message}: the key was made without it`] : []),
  ...(callableWhileSuspended(route.scope, route.runs !== undefined) ? [] : ['`Agent suspended: <reason>`: staff suspended the agent']),
];

/** Every operation's 403 when a deployment guards its API Gateway URL (platform/http/origin-check.ts): the request did not come through the edge. */
const NOT_THROUGH_EDGE = `\`${platformErrors.notThroughEdge().message}\`: the request went to the API Gateway URL of a deployment that is served through its edge`;

/** 429: the body says `Rate limit exceeded`; `Retry-After` says in how many seconds to try again. */
const rateLimitedResponse = (description: string, id?: string): ZodOpenApiResponseObject => ({
  ...errorResponse(description, id),
  headers: { 'Retry-After': { description: 'Whole seconds until a request may pass', schema: { type: 'integer', minimum: 1 } } },
});

/** The error responses every operation of a kind has; each is one component of the document. */
const common = {
  validation: errorResponse(
    'Validation failure: the message names the field and the problem (`<field> <problem>`, e.g. `name must not be empty`); ' +
      `for a JSON body also \`Malformed JSON body\`, \`Request body must be a JSON object\`, \`${platformErrors.bodyTooDeep(MAX_BODY_DEPTH).message}\` ` +
      `or, for a field the operation does not define, \`${platformErrors.unknownField('<path>').message}\` (with \`; did you mean <name>?\` when a defined name is close)`,
    'ValidationError',
  ),
  /** A body sent to an operation that reads none is still parsed (platform/http/api-handler.ts), so it can be refused. */
  bodyNotRead: errorResponse(
    `This operation reads no body, but one that is sent must still be JSON: \`${platformErrors.malformedJson().message}\`, ` +
      `\`${platformErrors.bodyNotObject().message}\` or \`${platformErrors.bodyTooDeep(MAX_BODY_DEPTH).message}\``,
    'BodyNotRead',
  ),
  tooLarge: errorResponse(
    `${platformErrors.bodyTooLarge().message} (above ${MAX_BODY_BYTES / 1024} KiB, whether or not the operation reads a body)`,
    'TooLarge',
  ),
  rateLimited: rateLimitedResponse(
    `\`${platformErrors.rateLimited(1).message}\`: over a limit applied before any handler runs (per API key, per operator, and per source IP ` +
      'on the public POST routes; deployed at the edge, on the local stack with RATE_LIMITS=1). Retry after `Retry-After` seconds',
    'RateLimited',
  ),
  internal: errorResponse(`${INTERNAL_ERROR_MESSAGE}: the details stay in the service logs; retry with exponential backoff`, 'InternalError'),
  unauthorized: {
    agent: errorResponse('`Missing API key`, or `Invalid API key` (unknown, revoked or expired)', 'ApiKeyUnauthorized'),
    operator: errorResponse(
      "`Missing bearer token` (no `Authorization: Bearer <token>` header, e.g. an agent's X-API-Key instead), or `Invalid or " +
        'expired token` (bad signature, wrong issuer or audience, expired, not an ID token, or no `cognito:username`)',
      'OperatorUnauthorized',
    ),
    admin: errorResponse(
      `\`${staffErrors.invalidAdminKey().message}\` (neither a right X-Admin-Key nor a bearer token, or no admin key configured), or ` +
        `\`${staffErrors.invalidStaffToken().message}\` (a bearer token that is not a staff ID token of the staff pool: an operator's token, say)`,
      'AdminUnauthorized',
    ),
  } satisfies Partial<Record<AuthKind, ZodOpenApiResponseObject>>,
};

/** What answers a method and path that no route has (API Gateway's `$default` route). */
/** A success's media types: JSON, and `text/csv` for the CSV a handler declares beside it (`z.union([json, csvText])`). */
const contentOf = (schema: z.ZodMiniType) => {
  const options = schema instanceof z.ZodMiniUnion ? (schema.def.options as z.ZodMiniType[]) : [];
  if (!options.includes(csvText)) return { 'application/json': { schema } };
  const json = options.filter((option) => option !== csvText);
  return { 'application/json': { schema: json.length === 1 ? json[0]! : z.union(json) }, 'text/csv': { schema: csvText } };
};

const ROUTE_NOT_FOUND = 'RouteNotFound';
const routeNotFound = errorResponse(`${platformErrors.routeNotFound().message}: no route has this method and path`, ROUTE_NOT_FOUND);

const SECURITY: Record<AuthKind, Record<string, string[]>[]> = {
  none: [],
  agent: [{ ApiKey: [] }],
  operator: [{ OperatorJwt: [] }],
  admin: [{ AdminKey: [] }, { StaffJwt: [] }],
};

const idempotencyHeaders = z.object({
  'Idempotency-Key': withMeta(z.optional(idempotencyKeyHeader), {
    param: { id: 'IdempotencyKey' },
    description:
      '1 to 255 characters after trimming. A retry with the same key and the same request (within 24 hours, per caller: ' +
      'the agent for task creation, the operator for payouts) returns the original status and body with the header ' +
      '`Idempotent-Replayed: true`; the same key with a different request is refused with 422 `Idempotency key reused ' +
      'with a different request`, and while the first request is still running with 409 `A request with this ' +
      'Idempotency-Key is still in progress`. A request that fails frees its key.',
  }),
});

const replayHeaders = z.object({
  'Idempotent-Replayed': withMeta(z.optional(z.literal('true')), {
    header: { id: 'IdempotentReplayed' },
    description: 'Present, and `true`, only when the response is a replay',
  }),
});

const paymentHeaders = z.object({
  'PAYMENT-SIGNATURE': withMeta(z.optional(z.string()), {
    param: { id: 'PaymentSignature' },
    description:
      'x402 version 2: base64 JSON of a PaymentPayload (`x402Version` 2, `accepted` = the requirement paid, `payload` = ' +
      '`{ signature, authorization: { from, to, value, validAfter, validBefore, nonce } }`): an EIP-3009 ' +
      "transferWithAuthorization of USDC signed (EIP-712, the token's domain from `extra`) by the agent's bound wallet. " +
      'Read only when the balance is short: then verified (400 for a header that is not one, 402 `Payment rejected: <reason>`), ' +
      'settled (on a chain, from the hot wallet, gas paid by the platform) and credited as a deposit, and the request runs ' +
      'again. On a chain the credit waits for `CHAIN_CONFIRMATIONS`: before, 503 with Retry-After, the settlement pending as a ' +
      'deposit that is credited when confirmed whether or not the request comes back; sent again, the same request credits it ' +
      'if confirmed (once, whoever credits first) and runs. An authorization credited before credits nothing: 409 ' +
      '`Payment authorization already used`.',
  }),
  'X-PAYMENT': withMeta(z.optional(z.string()), {
    param: { id: 'XPayment' },
    description: 'x402 version 1 spelling of PAYMENT-SIGNATURE (`{ x402Version: 1, scheme, network: "base", payload }`), taken the same way',
  }),
});

const paymentRequiredHeader = z.object({
  'PAYMENT-REQUIRED': withMeta(z.string(), {
    header: { id: 'PaymentRequired' },
    description: 'Base64 JSON of the PaymentRequired object the body carries beside `error`',
  }),
});

const paymentResponseHeader = z.object({
  'PAYMENT-RESPONSE': withMeta(z.optional(z.string()), {
    header: { id: 'PaymentResponse' },
    description:
      'When a payment was taken: base64 JSON of the settlement (`success`, `transaction` = the transferWithAuthorization hash on a chain, ' +
      '`x402:<from>:<nonce>` in development, `network`, `payer`)',
  }),
});

/** The handler's path or query schema with the doc's descriptions on its fields. */
const described = (schema: z.ZodMiniType | undefined, descriptions: Record<string, string>, where: string) => {
  if (!schema) return undefined;
  if (!(schema instanceof z.core.$ZodObject)) throw new Error(`${where}: path and query schemas must be z.object()`);
  const object = schema as z.ZodMiniObject;
  const fields = Object.entries(descriptions).filter(([name]) => name in object.shape);
  return z.extend(
    object,
    Object.fromEntries(fields.map(([name, description]) => [name, withMeta(object.shape[name] as z.ZodMiniType, { description })])),
  );
};

const withoutUndefined = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;

const operation = (route: Route, doc: OperationDoc, tag: string, contract: Contract): ZodOpenApiOperationObject => {
  const key = routeKey(route);
  const declared = Object.keys(contract.responses).sort().join(', ');
  const documented = Object.keys(doc.responses).sort().join(', ');
  if (declared !== documented) throw new Error(`${key}: the handler answers ${declared} but its doc describes ${documented}`);
  const params = doc.params ?? {};
  for (const name of Object.keys(params)) {
    const shapes = [contract.params, contract.query].map((schema) => (schema as z.ZodMiniObject | undefined)?.shape ?? {});
    if (!shapes.some((shape) => name in shape)) throw new Error(`${key}: the doc describes a parameter "${name}" the handler does not read`);
  }

  const success = Object.entries(contract.responses).map(([status, schema]): [string, ZodOpenApiResponseObject] => [
    status,
    {
      description: doc.responses[Number(status)]!,
      ...(doc.x402 && status === '402'
        ? { headers: paymentRequiredHeader }
        : doc.idempotent || doc.x402
          ? { headers: z.extend(replayHeaders, doc.x402 ? paymentResponseHeader.shape : {}) }
          : {}),
      // z.void(): an answer without a body (the MCP endpoint's 202).
      ...(schema instanceof z.core.$ZodVoid ? {} : { content: contentOf(schema) }),
    },
  ]);
  const reads = contract.body || contract.query || contract.params;
  const forbidden = [
    ...(doc.errors?.[403] ? [doc.errors[403]] : []),
    ...(route.auth === 'agent' ? forbiddenOnAgentRoute(route) : []),
    NOT_THROUGH_EDGE,
  ];
  const failure = {
    // A handler that declares its own 400 (OAuth's `{ error, error_description }`) documents it there.
    ...(400 in contract.responses ? {} : { 400: reads ? common.validation : common.bodyNotRead }),
    ...(route.auth !== 'none' ? { 401: common.unauthorized[route.auth] } : {}),
    413: common.tooLarge,
    // In production a dev-only route does not exist.
    ...(route.devOnly ? { 404: routeNotFound } : {}),
    429: common.rateLimited,
    // In chain mode an x402 payment is credited only once confirmed, as a deposit is; the request does not wait for that.
    ...(doc.x402
      ? {
          503: rateLimitedResponse(
            'An x402 payment settled on the chain but without `CHAIN_CONFIRMATIONS` yet: `Payment settled in <tx>, waiting for ' +
              'confirmations (<seen> of <required>): send the same request again after Retry-After; ...`. Nothing is created; the ' +
              'settlement is a pending deposit, credited once when confirmed: by the same request (same PAYMENT-SIGNATURE) sent ' +
              'again after Retry-After, which then runs, or else by the confirmation workflow. Or a short balance that payments and ' +
              'deposits waiting for confirmations cover: `Payment settling: ...`, instead of a 402 that would be paid a second ' +
              'time; the request sent again after Retry-After runs on their credit',
          ),
        }
      : {}),
    ...Object.fromEntries(
      Object.entries(doc.errors ?? {}).map(([status, text]) => [status, status === '429' ? rateLimitedResponse(text) : errorResponse(text)]),
    ),
    403: errorResponse(forbidden.join('; or ')),
    500: common.internal,
  };
  // Integer-like keys keep ascending order, so the statuses read in order whatever came first.
  const responses = { ...Object.fromEntries(success), ...failure } as ZodOpenApiResponsesObject;

  return {
    operationId: doc.operationId,
    tags: [tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...(route.devOnly ? { 'x-dev-only': true } : {}),
    // The scope an API key needs for it (functions/manifest/routes.ts).
    ...(route.scope ? { 'x-api-key-scope': route.scope } : {}),
    security: doc.bearerApiKey ? [...SECURITY[route.auth], { ApiKeyBearer: [] }] : SECURITY[route.auth],
    requestParams: withoutUndefined({
      path: described(contract.params, params, key),
      query: described(contract.query, params, key),
      header: doc.idempotent || doc.x402 ? z.extend(idempotencyHeaders, doc.x402 ? paymentHeaders.shape : {}) : undefined,
    }),
    ...(contract.body
      ? {
          requestBody: {
            // Required exactly when an absent body (read as {}) would fail validation.
            required: !contract.body.safeParse({}).success,
            content: { 'application/json': { schema: contract.body } },
          },
        }
      : {}),
    responses,
  };
};

/** zod writes the safe-integer range into every integer schema; it says nothing a reader needs. */
const dropSafeIntegerBounds = ({ jsonSchema }: { jsonSchema: { minimum?: number; maximum?: number } }) => {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
};

/**
 * A request's objects refuse fields they do not define (platform/http/validation.ts
 * refuseUnknownFields), so their input schemas say `additionalProperties: false` as the answers'
 * already do; an object that takes any field (`z.looseObject`, a record) keeps what zod says.
 */
const closeInputObjects = ({ zodSchema, jsonSchema, io }: ZodOpenApiOverrideContext) => {
  if (io !== 'input' || jsonSchema.type !== 'object' || jsonSchema.additionalProperties !== undefined) return;
  const def = (zodSchema as unknown as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def;
  if (def.type === 'object' && def.catchall === undefined) jsonSchema.additionalProperties = false;
};

const handlerContract = async (route: Route): Promise<Contract> => {
  const module = await import(pathToFileURL(join(repoRoot, 'functions', `${route.handler}.ts`)).href);
  const contract = module.handler?.contract as Schemas<unknown, unknown, unknown, Record<number, z.ZodMiniType>> | undefined;
  if (!contract) throw new Error(`${routeKey(route)}: functions/${route.handler}.ts does not export an API handler`);
  // Absent only in a bundle (ImportMeta.bundled); the generator runs the sources.
  if (!contract.responses) throw new Error(`${routeKey(route)}: functions/${route.handler}.ts declares no responses`);
  // Each kind of route has its own wrapper (platform/http/*-handler.ts): the document's security must be the one the handler enforces.
  if (scopeOfHandler(module.handler) !== route.scope) {
    throw new Error(
      `${routeKey(route)}: functions/${route.handler}.ts asks for scope '${scopeOfHandler(module.handler)}', the route table says '${route.scope}'`,
    );
  }
  if (module.handler.auth !== route.auth) {
    throw new Error(
      `${routeKey(route)}: functions/${route.handler}.ts authenticates as '${module.handler.auth}', the route table says '${route.auth}'`,
    );
  }
  return { ...contract, responses: contract.responses };
};

const DESCRIPTION = `Software agents delegate real-world tasks to verified human operators, paid from USDC held
in escrow. This document is generated from the service's own request and response schemas
(\`npm run openapi\`); the tests check every response they receive against it.

- **Acceptable use**: what may not be asked of operators is the [acceptable use policy](/acceptable-use).
  Every task, template and agent message is screened before anything is written or any money moves:
  a prohibited request answers 422 \`{ "error": "Refused by the acceptable use policy: <category>",
  "category": "<category>" }\` (harm_to_people, fraud, unauthorized_access, illegal, weapons, sexual)
  with nothing created and nothing held; do not retry it reworded, change what you ask for.
- **Errors**: every error body is \`{ "error": string }\` (a policy refusal adds \`category\`). A method and path that no route has
  answers 404 \`Not found\` (\`components.responses.${ROUTE_NOT_FOUND}\`). Request bodies above
  ${MAX_BODY_BYTES / 1024} KiB answer 413, and a body that is not a JSON object 400, on every operation (one that reads no
  body still parses one sent). A deployment served through its edge answers 403 \`${platformErrors.notThroughEdge().message}\`
  to a request sent to its API Gateway URL directly. Rate limits per API key, per operator and per source
  IP on the public POST routes answer 429 \`Rate limit exceeded\` with \`Retry-After\` (seconds)
  before any handler runs; beyond those, the API Gateway stage's own throttle answers 429
  \`{"message":"Too Many Requests"}\`. Retry 429 and 500 with exponential backoff. A production
  deployment that has no chain to use answers deposits and payouts 503.
- **Values**: timestamps are ISO 8601 in UTC with milliseconds (\`2026-11-22T10:00:00.000Z\`);
  amounts are JSON numbers in US dollars with at most two decimals.
- **Authentication**: agents send \`X-API-Key\`; operators \`Authorization: Bearer <ID token>\`; the
  back office \`X-Admin-Key\`. Another caller's resource answers 404, as if it did not exist.
- **MCP with OAuth**: the MCP server at \`/mcp\` takes an API key, or an OAuth 2.1 access token
  (tag OAuth): [protected resource metadata](/.well-known/oauth-protected-resource),
  [authorization server metadata](/.well-known/oauth-authorization-server).
- **Callbacks**: a task's status changes are POSTed to its \`callback_url\`, signed (the
  \`taskStatusChanged\` webhook).
- **Development-only** operations (\`x-dev-only: true\`, tag Development) exist only with
  \`APP_ENV=development\`, i.e. on the local stack; deployed stacks answer them 404.`;

export const buildDocument = async () => {
  const operationDocs = new Map(areas.flatMap((area) => Object.entries(area.operations).map(([key, doc]) => [key, { doc, tag: area.tag.name }])));
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const key = routeKey(route);
    const entry = operationDocs.get(key);
    if (!entry) throw new Error(`${key}: no operation in openapi/areas (see docs/architecture.md, "Adding an endpoint")`);
    operationDocs.delete(key);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    paths[route.path] = { ...paths[route.path], [method]: operation(route, entry.doc, entry.tag, await handlerContract(route)) };
  }
  if (operationDocs.size) throw new Error(`Documented operations that no route has: ${[...operationDocs.keys()].join(', ')}`);

  const document: ZodOpenApiObject = {
    openapi: '3.1.0',
    info: { title: 'Handoff API', version: '1.0.0', description: DESCRIPTION },
    servers: [
      { url: 'http://127.0.0.1:{port}', description: 'The local stack (`npm start`)', variables: { port: { default: '3000' } } },
      {
        url: 'https://{apiId}.execute-api.{region}.amazonaws.com',
        description: 'A deployed stack (API Gateway HTTP API, `$default` stage)',
        variables: { apiId: { default: 'example' }, region: { default: 'us-east-1' } },
      },
    ],
    tags: areas.map((area) => area.tag),
    paths,
    webhooks,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An agent API key (`hk_live_...`)' },
        ApiKeyBearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An agent API key as `Authorization: Bearer hk_live_...`, where MCP clients put credentials; only on `/mcp`',
        },
        OperatorJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "`Authorization: Bearer <token>`, an operator ID token. In AWS it is a Cognito ID token from the operators' user " +
            "pool; locally it comes from `POST /dev/operator-token`. It must be RS256-signed by a key in the issuer's JWKS, " +
            'with `iss` the configured issuer, `aud` the configured app client, `exp` in the future, `token_use` = `id` ' +
            '(access tokens are refused), and `cognito:username` = the operator_id.',
        },
        AdminKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Admin-Key',
          description:
            "The back office's key; its SHA-256 (hex) is configured as ADMIN_API_KEY_SHA256 and compared in constant time. " +
            'Without that configuration every admin request is refused. The audit log names its actions `admin-key`.',
        },
        StaffJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "`Authorization: Bearer <token>`, a staff member's ID token from the staff user pool (its own issuer and app client: " +
            "an operator's token is refused). Staff accounts are made by `POST /api/v1/admin/admins`; locally tokens also come " +
            'from `POST /dev/admin-token`. The audit log names their actions by the staff email.',
        },
      },
    },
  };
  return createDocument(document, {
    override: (context) => {
      dropSafeIntegerBounds(context);
      closeInputObjects(context);
    },
  });
};

export const toYaml = (document: object): string =>
  `# Generated by \`npm run openapi\` from the handlers' schemas and openapi/: edit those, not this file.\n${stringify(document, { lineWidth: 0, aliasDuplicateObjects: false })}`;
