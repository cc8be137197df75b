import { ArnFormat, CfnOutput, CrossStackReferences, Duration, NestedStack, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FilterPattern, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { KYC_PREFIX } from '../functions/contexts/accounts/operators/domain/operators';
import { PHOTO_PREFIX } from '../functions/contexts/work/photos/domain/evidence';
import { routeFunctionName } from '../functions/manifest/function-names';
import { METRICS_NAMESPACE } from '../functions/manifest/metric-names';
import { SENT_FIELD } from '../functions/manifest/origin-verify';
import { DEFAULT_TIMEOUT_SECONDS, NOT_FOUND_HANDLER, routes, routesFor } from '../functions/manifest/routes';
import { SCREENING_FUNCTION_SETTINGS } from '../functions/manifest/screening-function';
import { SCREENING_HANDLER } from '../functions/manifest/table-permissions';
import { SERVICE_NAME, SETTINGS } from '../functions/platform/settings/catalogue';
import { type DeployedSettings, environmentOf } from '../functions/platform/settings/deploy';
import { cognitoIssuer } from './auth';
import { grantChainRpcUrl } from './chain-rpc-url';
import { EDGE_REGION } from './edge-region';
import { bedrockInvokeStatements } from './guardian';
import { constructIdFor, HandlerFunction } from './handler-function';
import { PUSH_KEY_HANDLER } from './push';
import { grantTableAccess } from './table-grants';

/** Dev-only routes (the mail outbox viewer, say) are never deployed. */
const APP_ENV = 'production';

/**
 * Handlers that send email and so get `ses:SendEmail`. Kept by hand: IAM must not widen
 * because a route was added; a handler that starts sending mail is added here on purpose.
 */
const MAIL_SENDING_HANDLERS: ReadonlySet<string> = new Set([
  'contexts/accounts/agents/api/register-agent',
  'contexts/accounts/agents/api/resend-verification',
  'contexts/work/completion/api/verify',
  'contexts/money/payouts/api/payout',
  'contexts/work/suspensions/api/suspend-agent',
]);

/**
 * Handlers that use the callback secrets key, and how: sealing a task's secret at creation,
 * sealing and opening an agent's default secret to reveal it. Kept by hand, like the mail senders.
 */
const CALLBACK_SECRET_HANDLERS: ReadonlyMap<string, 'encrypt' | 'encrypt-decrypt'> = new Map([
  ['contexts/work/creation/api/create-task', 'encrypt'],
  ['contexts/delivery/callbacks/api/reveal-callback-secret', 'encrypt-decrypt'],
  // A webhook endpoint's secret is sealed at creation and at each rotation (opened only by the sender).
  ['contexts/delivery/webhooks/api/create-webhook', 'encrypt'],
  ['contexts/delivery/webhooks/api/rotate-webhook', 'encrypt'],
  // An A2A push notification config's token is sealed when registered (opened only by the sender).
  ['contexts/edge/a2a/api/a2a', 'encrypt'],
] as const);

/**
 * The nested stacks that hold the route functions, by area; every other function (tasks, agents,
 * deposits, MCP, the not-found route...) is in CORE_FUNCTIONS. A route brings three resources to the
 * API stack (the route, its integration, its permission) and its function four to a nested one (the
 * function, its role, the role's policy, its log group): with the routes alone in the API stack, every
 * stack stays under 70% of CloudFormation's 500 resources with room for more routes
 * (test/infra/api.test.ts counts them in the largest configuration).
 */
export const FUNCTION_STACKS: Readonly<Record<string, readonly string[]>> = {
  AgentPlatformFunctions: ['webhooks', 'messages', 'templates', 'batches', 'quotes', 'tips', 'oauth', 'push'],
  OperatorFunctions: ['ratings', 'staff', 'disputes', 'photos', 'safety-holds', 'suspensions', 'payouts', 'operators', 'operator-app', 'back-office'],
};
/** The module a handler id names: `creation` for `contexts/work/creation/api/create-task`. */
const moduleOf = (handler: string): string => /^contexts\/[^/]+\/([^/]+)\//.exec(handler)?.[1] ?? handler;

/** The nested stack of the functions of every area FUNCTION_STACKS does not name. */
export const CORE_FUNCTIONS = 'CoreFunctions';

/** Resources a route adds to the API stack and its function to its nested stack (above). */
export const RESOURCES_PER_ROUTE = { api: 3, functionStack: 4 } as const;

/** Handlers that create operator logins (AdminCreateUser). Kept by hand, like the mail senders. */
const OPERATOR_PROVISIONING_HANDLERS: ReadonlySet<string> = new Set(['contexts/accounts/operators/api/register-operator']);

/** Handlers that read whether an operator's login has an authenticator app set up (AdminGetUser). Kept by hand too. */
const OPERATOR_MFA_READING_HANDLERS: ReadonlySet<string> = new Set(['contexts/money/payouts/api/payout']);

/**
 * The stage's limits for the whole API (beyond them API Gateway answers 429 before any Lambda runs),
 * sized from the bench: an API function answers in 124 ms at p99 (submit, the slowest), so 1,000
 * requests/s keep about 125 functions busy (Little's law: rate x time), and the 12 other invocations
 * of each task (329 billed ms for 6 requests) about 55 more: within a fresh account's 1,000
 * concurrent executions (the preflight checks the quota), with room for a burst of twice the rate.
 * One client cannot spend it for everyone: the edge's per-IP rule counts first.
 */
export const THROTTLE = { rateLimit: 1000, burstLimit: 2000 };

/** The access-log metric counting 401 and 403 answers (namespace Handoff): a storm of them is an attack or a bad origin-secret rotation. */
export const AUTH_REFUSALS_METRIC = 'AuthRefusals';

/** The access log line: JSON with the request's id, time, source, route, status, latency and length. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    responseLength: '$context.responseLength',
  }),
);

/** What every Handoff function is given, whichever stack it lives in. */
export interface ServiceProps {
  /** The settings from the CDK context, checked (functions/platform/settings/deploy.ts). */
  readonly settings: DeployedSettings;
  readonly table: ITableV2;
  /** Operators' logins: their JWTs are verified against this pool and client. */
  readonly operatorUserPool: IUserPool;
  readonly operatorClient: IUserPoolClient;
  /** Back-office staff logins: admin routes verify their JWTs against this pool and client. */
  readonly staffUserPool: IUserPool;
  readonly staffClient: IUserPoolClient;
  /** KMS key that seals callback secrets at rest. */
  readonly callbackSecretsKey: IKey;
  /** The hot wallet's KMS key, which signs payouts (workflows stack only). */
  readonly hotWalletKey: IKey;
  /** The Web Push VAPID key pair's secret (lib/push.ts): read by the key route and the push sender. */
  readonly vapidSecret: ISecret;
  /** The private photo bucket: each function gets exactly the object action it needs, on the photo prefix. */
  readonly photoBucket: IBucket;
}

/**
 * The photo grants, exact: the upload signer writes (s3:PutObject); the submit and the sandbox's
 * simulated one read each upload and write its evidence and agent copies (s3:GetObject and
 * s3:PutObject); the agent's view (presigned GET) and the reviewer read (s3:GetObject); a refund
 * by the back office or by a lapsed dispute deletes the agent's copies (s3:DeleteObject); an ended
 * task's photos are settled: deleted (s3:DeleteObject) or copied onto themselves (s3:GetObject and
 * s3:PutObject). Nobody gets s3:*.
 */
type PhotoAction = 's3:PutObject' | 's3:GetObject' | 's3:DeleteObject';
export const PHOTO_ACCESS: ReadonlyMap<string, readonly PhotoAction[]> = new Map<string, readonly PhotoAction[]>([
  ['contexts/work/tasks/api/operator/request-photo', ['s3:PutObject']],
  ['contexts/work/tasks/api/operator/submit', ['s3:GetObject', 's3:PutObject']],
  ['contexts/work/disputes/api/resolve-dispute', ['s3:DeleteObject']],
  ['contexts/work/tasks/api/agent/get', ['s3:GetObject']],
  ['contexts/work/tasks/workflow/review-proof-step', ['s3:GetObject']],
  ['contexts/work/tasks/workflow/sandbox-step', ['s3:GetObject', 's3:PutObject']],
  ['contexts/edge/sweep/workflow/timers-step', ['s3:DeleteObject']],
  ['contexts/work/tasks/workflow/settle-photos-step', ['s3:DeleteObject', 's3:GetObject', 's3:PutObject']],
]);

export const grantPhotoAccess = (fn: IFunction, handler: string, bucket: IBucket): void => {
  const actions = PHOTO_ACCESS.get(handler);
  if (actions) fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [bucket.arnForObjects(`${PHOTO_PREFIX}*`)] }));
};

/** The function that creates staff logins in the staff pool (POST /admin/admins). */
const STAFF_PROVISIONING_HANDLER = 'contexts/accounts/staff/api/create-admin';

/**
 * Operators' identity documents, under their own prefix: the upload signer (s3:PutObject), the
 * submit's check that they arrived (HeadObject: s3:GetObject), and the admin views that sign GETs
 * for staff. No other function reads them: photo grants are on the photo prefix only.
 */
const KYC_DOCUMENT_ACCESS: ReadonlyMap<string, readonly PhotoAction[]> = new Map<string, readonly PhotoAction[]>([
  ['contexts/accounts/operators/api/kyc-document', ['s3:PutObject']],
  ['contexts/accounts/operators/api/kyc-submit', ['s3:GetObject']],
  ['contexts/accounts/staff/api/kyc-queue', ['s3:GetObject']],
]);

const grantKycDocumentAccess = (fn: IFunction, handler: string, bucket: IBucket): void => {
  const actions = KYC_DOCUMENT_ACCESS.get(handler);
  if (actions) fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: [bucket.arnForObjects(`${KYC_PREFIX}*`)] }));
};

interface ApiStackProps extends StackProps, ServiceProps {
  /** The HTTP API's name: its stage's (lib/stage-names.ts). */
  readonly apiName: string;
  /** The name of the secret the edge proves itself with: the edge reads it by that name in its own Region. */
  readonly originSecretName: string;
  /** The x402 settler's function name (the workflows stack's, under the payout signer's role): what task and batch creation invoke. */
  readonly x402SettlerFunction: string;
  /** The screening function's name (the workflows stack's, contexts/work/safety/sender/screen.ts): what task and batch creation invoke. */
  readonly screeningFunction: string;
  /** The stage's prefix of the names of the route functions /mcp and /a2a invoke (functions/manifest/function-names.ts). */
  readonly routeFunctionPrefix: string;
}

/**
 * The handlers that screen what an agent asks against the acceptable use policy (contexts/work/safety):
 * the screening function (task and batch creation's, which invoke it), template creation, the agent's
 * messages, quotes. With SCREENING=bedrock they may call the screening model, and nothing else may (the
 * MCP and A2A functions invoke theirs).
 */
export const SCREENING_HANDLERS: ReadonlySet<string> = new Set([
  SCREENING_HANDLER,
  'contexts/work/templates/api/create-template',
  'contexts/work/messages/api/send-agent-message',
  // A quote screens as creation would, to list the refusal.
  'contexts/work/quotes/api/quote',
]);

/**
 * Task and batch creation: they settle x402 payments (through contexts/money/deposits/api/x402-payable) by
 * invoking the settler, and screen by invoking the screening function.
 */
const CREATION_HANDLERS: ReadonlySet<string> = new Set(['contexts/work/creation/api/create-task', 'contexts/work/creation/api/create-batch']);

/**
 * One environment for every function, API and workflow alike: functions/platform/settings reads it
 * all at start-up, whichever handler the function runs. The context's settings, and what the
 * stacks make (the table, the user pool, the keys). Built per stack (`scope`), so the data
 * stack's values arrive as that stack's imports.
 */
export const serviceEnvironment = (scope: Construct, props: ServiceProps): Record<string, string> => {
  const { operatorUserPool: userPool } = props;
  const issuer = cognitoIssuer(Stack.of(scope).region, userPool.userPoolId);
  const staffIssuer = cognitoIssuer(Stack.of(scope).region, props.staffUserPool.userPoolId);
  return {
    ...props.settings.environment,
    ...environmentOf({
      appEnv: APP_ENV,
      serviceName: SERVICE_NAME,
      // The edge cannot keep one counter for a key sent in either header: the MCP function does (manifest/rate-limits.ts).
      mcpRateLimitPerApiKey: props.settings.stack.rateLimitPerApiKey,
      tableName: props.table.tableName,
      operatorJwtIssuer: issuer,
      operatorJwtAudience: props.operatorClient.userPoolClientId,
      operatorJwksUri: `${issuer}/.well-known/jwks.json`,
      cognitoUserPoolId: userPool.userPoolId,
      staffJwtIssuer: staffIssuer,
      staffJwtAudience: props.staffClient.userPoolClientId,
      staffJwksUri: `${staffIssuer}/.well-known/jwks.json`,
      staffUserPoolId: props.staffUserPool.userPoolId,
      callbackSecretKmsKeyId: props.callbackSecretsKey.keyArn,
      hotWalletKmsKeyId: props.hotWalletKey.keyArn,
      pushVapidSecretArn: props.vapidSecret.secretArn,
      photoBucket: props.photoBucket.bucketName,
    }),
  };
};

/**
 * The stateless HTTP side: one function per route of the route table behind an HTTP API.
 *
 * No API Gateway authorizers: each route's auth kind is enforced by the handler middleware,
 * because an HTTP API authorizer answers failures with its own fixed bodies (401
 * {"message":"Unauthorized"}, 403 {"message":"Forbidden"}) and the contract requires
 * 401 {"error": "..."}.
 */
export class ApiStack extends Stack {
  /** The HTTP API's host name, the edge's origin. */
  readonly apiDomain: string;
  readonly httpApi: HttpApi;
  /** What the edge sends in X-Origin-Verify: requests without it are refused. */
  readonly originSecret: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // Strong references (exports): CloudFormation refuses to delete the data stack while
    // this stack uses its table. Set here because CDK's default is due to change.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const userPool = props.operatorUserPool;
    // Requests that skip the edge (the execute-api URL is public) are refused by the handlers:
    // CloudFront sends this secret's `current` (lib/edge.ts), a replica in the edge's Region
    // being what CloudFormation reads there. Rotation is docs/runbook.md, not a Lambda.
    const originSecret = (this.originSecret = new Secret(this, 'OriginVerifySecret', {
      secretName: props.originSecretName,
      description: 'What the edge sends the API in X-Origin-Verify (JSON: current, and previous during a rotation)',
      generateSecretString: { secretStringTemplate: '{}', generateStringKey: SENT_FIELD, passwordLength: 48, excludePunctuation: true },
      ...(this.region === EDGE_REGION ? {} : { replicaRegions: [{ region: EDGE_REGION }] }),
    }));
    const environment = serviceEnvironment(this, props);
    const functions = new Map<string, NodejsFunction>();
    const { screening, screeningModelId } = props.settings.values;
    // CloudFormation allows a stack 500 resources: the routes stay here, their functions go to nested stacks (FUNCTION_STACKS).
    const nested = new Map<string, NestedStack>();
    const scopeFor = (handler: string): Construct => {
      const id = Object.entries(FUNCTION_STACKS).find(([, areas]) => areas.includes(moduleOf(handler)))?.[0] ?? CORE_FUNCTIONS;
      const stack = nested.get(id) ?? new NestedStack(this, id);
      nested.set(id, stack);
      return stack;
    };
    // The routes the agent interfaces run (route.runs), each in its own function.
    const invoked = new Set(routes.flatMap((route) => route.runs ?? []));
    const functionFor = (handler: string): NodejsFunction => {
      const existing = functions.get(handler);
      if (existing) return existing;
      const ofHandler = routes.filter((route) => route.handler === handler);
      const timeoutSeconds = Math.max(...ofHandler.map((route) => route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS));
      const memoryMb = Math.max(0, ...ofHandler.map((route) => route.memoryMb ?? 0));
      // The not-found route answers 404 to anyone, edge or not: it has nothing to guard.
      const checksOrigin = handler !== NOT_FOUND_HANDLER;
      const { fn } = new HandlerFunction(scopeFor(handler), constructIdFor(handler), {
        handler,
        // A route an agent interface runs is invoked by a name its function derives (routeFunctionName).
        ...(invoked.has(handler) ? { functionName: routeFunctionName(props.routeFunctionPrefix, handler) } : {}),
        environment: checksOrigin ? { ...environment, ...environmentOf({ originVerifySecret: originSecret.secretArn }) } : environment,
        ...(timeoutSeconds > DEFAULT_TIMEOUT_SECONDS ? { timeout: Duration.seconds(timeoutSeconds) } : {}),
        ...(memoryMb ? { memorySize: memoryMb } : {}),
      });
      grantTableAccess(fn, props.table, handler);
      if (checksOrigin) originSecret.grantRead(fn);
      const runs = routes.filter((route) => route.handler === handler).flatMap((route) => route.runs ?? []);
      if (runs.length) this.invokeRoutes(fn, props.routeFunctionPrefix, runs);
      grantPhotoAccess(fn, handler, props.photoBucket);
      grantKycDocumentAccess(fn, handler, props.photoBucket);
      grantChainRpcUrl(fn, handler, props.settings.values.chainRpcUrlParameter);
      if (MAIL_SENDING_HANDLERS.has(handler)) fn.addToRolePolicy(this.sendMailFrom(props.settings.values.mailFrom));
      if (OPERATOR_PROVISIONING_HANDLERS.has(handler)) userPool.grant(fn, 'cognito-idp:AdminCreateUser');
      if (OPERATOR_MFA_READING_HANDLERS.has(handler)) userPool.grant(fn, 'cognito-idp:AdminGetUser');
      if (handler === STAFF_PROVISIONING_HANDLER) props.staffUserPool.grant(fn, 'cognito-idp:AdminCreateUser');
      if (handler === PUSH_KEY_HANDLER) props.vapidSecret.grantRead(fn);
      if (CREATION_HANDLERS.has(handler)) {
        this.invokeByName(fn, props.x402SettlerFunction, SETTINGS.x402SettlerFunction.env);
        this.invokeByName(fn, props.screeningFunction, SCREENING_FUNCTION_SETTINGS.screeningFunction.env);
      }
      if (SCREENING_HANDLERS.has(handler) && screening === 'bedrock')
        for (const statement of bedrockInvokeStatements(this, screeningModelId)) fn.addToRolePolicy(statement);
      const secretUse = CALLBACK_SECRET_HANDLERS.get(handler);
      // Exactly what functions/adapters/callbacks/secret-box.ts calls: no ReEncrypt, no data keys.
      if (secretUse === 'encrypt') props.callbackSecretsKey.grant(fn, 'kms:Encrypt');
      if (secretUse === 'encrypt-decrypt') props.callbackSecretsKey.grant(fn, 'kms:Encrypt', 'kms:Decrypt');
      functions.set(handler, fn);
      return fn;
    };
    const integrate = (handler: string) =>
      new HttpLambdaIntegration(`${constructIdFor(handler)}Integration`, functionFor(handler), {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      });

    const api = new HttpApi(this, 'HttpApi', {
      apiName: props.apiName,
      // `$default` catches every unmatched request, so unknown paths get our 404 {"error"}.
      defaultIntegration: integrate(NOT_FOUND_HANDLER),
      // The stage HttpApi would create takes no throttle settings: it is declared below.
      createDefaultStage: false,
    });
    for (const route of routesFor(APP_ENV)) {
      api.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration: integrate(route.handler) });
    }
    // Access logs: one line per request (who, what, status, latency), never a body or a header value.
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    accessLogs.addMetricFilter('AuthRefusals', {
      filterPattern: FilterPattern.any(FilterPattern.stringValue('$.status', '=', '401'), FilterPattern.stringValue('$.status', '=', '403')),
      metricNamespace: METRICS_NAMESPACE,
      metricName: AUTH_REFUSALS_METRIC,
      metricValue: '1',
    });
    const stage = new HttpStage(this, 'Stage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });

    this.httpApi = api;
    this.apiDomain = `${api.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    new CfnOutput(this, 'ApiUrl', { value: stage.url, description: 'Base URL of the Handoff API (direct; clients use the edge URL)' });
  }

  /**
   * Send only as the configured sender. Identities stay '*' because, in the SES sandbox,
   * SendEmail is also authorized against each recipient's identity.
   */
  /**
   * A function by its fixed name (the settler and the screening function are made in the workflows stack, after this one):
   * invoking it and nothing else, and where to find it (its name in `variable`).
   */
  private invokeByName(fn: NodejsFunction, functionName: string, variable: string): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [
          this.formatArn({ service: 'lambda', resource: 'function', resourceName: functionName, arnFormat: ArnFormat.COLON_RESOURCE_NAME }),
        ],
      }),
    );
    fn.addEnvironment(variable, functionName);
  }

  /** The route functions an agent interface runs, by the names it derives from `prefix`: invoking them, and where to find them. */
  private invokeRoutes(fn: NodejsFunction, prefix: string, handlers: readonly string[]): void {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: handlers.map((handler) =>
          this.formatArn({
            service: 'lambda',
            resource: 'function',
            resourceName: routeFunctionName(prefix, handler),
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        ),
      }),
    );
    fn.addEnvironment('ROUTE_FUNCTION_PREFIX', prefix);
  }

  private sendMailFrom(mailFrom: string): PolicyStatement {
    return new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: ['*'],
      conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
    });
  }
}
