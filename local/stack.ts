import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rateLimitRules } from '../functions/manifest/rate-limits';
import { NOT_FOUND_HANDLER, routesFor } from '../functions/manifest/routes';
import { FAN_OUT_FILTER_PATTERNS, STREAM_CONSUMERS } from '../functions/manifest/stream-fan-out';
import { CALLBACK_SENDER_HANDLER, SCREENING_HANDLER, STREAM_FAN_OUT_HANDLER, X402_SETTLER_HANDLER } from '../functions/manifest/table-permissions';
import { webAppSecurityHeaders } from '../functions/manifest/web-app-headers';
import { BACKGROUND_FUNCTIONS } from '../functions/manifest/workflows';
import { deployedFormsOf } from '../functions/platform/settings/deploy';
import { localStackSettings } from '../functions/platform/settings/local-stack';
import { eventFilter } from '../functions/platform/workflow/event-filter';
import { serveApp } from './app';
import type { LocalCallbacks } from './callbacks';
import { COGNITO_LOCAL_PATH, type LocalCognito, startLocalCognito } from './cognito';
import { serveDocs } from './docs';
import { ensureTable, startDynamoDbLocal } from './dynamodb-local';
import { apiRequestListener, type LambdaHandler } from './http-server';
import { createLocalIdentityProvider, LOCAL_JWKS_PATH } from './identity-provider';
import { instrumentedHandler } from './instrumentation';
import { privateDirectory } from './private-directory';
import { rateLimiter } from './rate-limiter';
import type { LocalS3 } from './s3';
import { StartupPhases } from './startup-phases';
import type { StreamHandler, StreamPoller } from './stream-poller';
import { asFunction, enforceTablePermissions } from './table-permissions';
import type { LocalWorkflows } from './workflows';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

interface LocalStackOptions {
  /** HTTP port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Keep nothing on disk (LOCAL_IN_MEMORY=1). */
  inMemory: boolean;
  /** Where the on-disk data lives when not in memory (the table, the callback-secrets key); `.local` by default. */
  dataDir?: string;
  appEnv?: 'development' | 'production';
  tableName?: string;
  /** Enables the admin routes with this key (stored as its SHA-256, as in AWS). */
  adminKey?: string;
  /** Where the start's phase timings go (bin/local.ts prints them). */
  phases?: StartupPhases;
  /** How often due timers fire (EventBridge runs the same handler every minute in AWS). */
  timerSweepMs?: number;
}

/** The app's runtime settings (which user pool and client it signs in with); in AWS a file beside the app. */
const APP_CONFIG_PATH = '/app-config.json';

/** The photo bucket's name on the local stack (the PHOTO_BUCKET default). */
const LOCAL_PHOTO_BUCKET = 'handoff-photos-local';

/** Where `npm start` keeps its data between runs (git-ignored), readable by its owner only. */
const localDataRoot = join(repoRoot, '.local');

/** The local dead-letter queue of callbacks, as JSON (AWS: the DLQ in the SQS console). */
export const LOCAL_CALLBACK_DLQ_PATH = '/_local/queues/callbacks-dlq';

/**
 * The local stand-ins for deployed keys, in files kept apart from the table, made once with
 * owner-only access (with nothing on disk, throwaway files for this run): the key that seals
 * callback secrets (KMS in AWS) and the Web Push VAPID key pair (Secrets Manager in AWS, made
 * there at the first deploy by web-push as here).
 */
const localKeyFiles = async (inMemory: boolean, dataRoot: string): Promise<{ callbackSecrets: string; vapid: string; remove(): void }> => {
  const dir = privateDirectory(inMemory ? mkdtempSync(join(tmpdir(), 'handoff-keys-')) : join(privateDirectory(dataRoot), 'keys'));
  const keep = (name: string, make: () => string) => {
    const path = join(dir, name);
    if (!existsSync(path)) writeFileSync(path, make(), { mode: 0o600 });
    chmodSync(path, 0o600);
    return path;
  };
  const { default: webpush } = await import('web-push');
  return {
    callbackSecrets: keep('callback-secrets.key', () => randomBytes(32).toString('base64')),
    vapid: keep('vapid.json', () => JSON.stringify(webpush.generateVAPIDKeys())),
    remove: () => inMemory && rmSync(dir, { recursive: true, force: true }),
  };
};

export interface LocalStack {
  url: string;
  dynamodbEndpoint: string;
  tableName: string;
  /** Runs a timer sweep now, after the one in flight if any (the bench counts what a sweep does for its tasks). */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is already in use on 127.0.0.1: stop what uses it or set PORT to a free port.`);
  }
}

const listen = (server: Server, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error));
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const freePort = async (): Promise<number> => {
  const probe = createServer();
  const port = await listen(probe, 0);
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

/**
 * A handler module under functions/, loaded the way Lambda would load its bundle. Every
 * function the local stack runs comes through here, so here is where invocations are counted.
 */
const loadHandler = async <H = LambdaHandler>(module: string): Promise<H> =>
  asFunction(module, instrumentedHandler(module, (await import(pathToFileURL(join(repoRoot, 'functions', `${module}.ts`)).href)).handler));

/**
 * The whole service on this machine: DynamoDB Local, the table from the shared definition,
 * and the route table's real handlers behind an API Gateway-shaped HTTP server, all on loopback.
 */
export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  const appEnv = options.appEnv ?? 'development';
  const tableName = options.tableName ?? 'handoff-local';
  let ready = false;
  let listener: ReturnType<typeof apiRequestListener> | undefined;
  let jwks = '';
  let timers: NodeJS.Timeout | undefined;
  let sweep: Promise<unknown> | undefined;
  let fireTimers: (() => Promise<unknown>) | undefined;
  // One sweep at a time, and stop() waits for the one in flight.
  const sweepOnce = () => {
    sweep ??= fireTimers?.()
      .catch((error) => console.error('local timers: sweep failed', error))
      .finally(() => (sweep = undefined));
    return sweep;
  };
  let workflows: LocalWorkflows | undefined;
  let poller: StreamPoller | undefined;
  let callbacks: LocalCallbacks | undefined;
  let cognitoHandler: LocalCognito['handle'] | undefined;
  let appConfig = '';
  // The app's browser code also calls the photo bucket, whose address is known once it runs.
  let appHeaders = webAppSecurityHeaders();
  const server = createServer((req, res) => {
    if (serveDocs(req, res)) return;
    if (cognitoHandler?.(req, res)) return;
    if (req.method === 'GET' && req.url === APP_CONFIG_PATH && appConfig) {
      return void res.writeHead(200, { ...appHeaders, 'content-type': 'application/json', 'cache-control': 'no-store' }).end(appConfig);
    }
    if (serveApp(req, res, appHeaders)) return;
    if (req.method === 'GET' && req.url === LOCAL_JWKS_PATH && jwks) {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    }
    if (req.method === 'GET' && req.url === LOCAL_CALLBACK_DLQ_PATH && callbacks) {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages: callbacks.deadLetterQueue.peek() }));
    }
    if (ready && listener) return void listener(req, res);
    res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Starting' }));
  });
  // The functions' SDK clients (the user pool's among them) keep idle sockets open for reuse; with
  // Node's 5 s default the server closes one just as a client reuses it, and a burst of calls then
  // fails with ECONNRESET (draining the SDK's retry quota). Idle sockets live longer than the clients wait.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Claim the port first, so a port in use fails in a second rather than after Java started.
  const port = await listen(server, options.port);

  const phases = options.phases ?? new StartupPhases();
  const javaStarted = performance.now();
  const dynamodb = await startDynamoDbLocal({
    port: localStackSettings().dynamodbLocalPort ?? (await freePort()),
    dataDir: options.inMemory ? undefined : join(privateDirectory(options.dataDir ?? localDataRoot), 'dynamodb'),
  }).catch(async (error) => {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  });
  // The JVM starts in a process of its own while this one loads the handlers: the table is needed only by the stream readers.
  // (Modules not needed to spawn it, the AWS SDK clients among them, are imported after, so that it starts the sooner.)
  const tableReady = dynamodb.ready.then(async () => {
    phases.record('dynamodb', javaStarted);
    await phases.time('table', () => ensureTable(dynamodb.endpoint, tableName));
  });
  tableReady.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  const secretKey = await localKeyFiles(options.inMemory, options.dataDir ?? localDataRoot);
  const cognitoDir = options.inMemory
    ? mkdtempSync(join(tmpdir(), 'handoff-cognito-'))
    : join(privateDirectory(options.dataDir ?? localDataRoot), 'cognito');
  let s3: LocalS3 | undefined;
  try {
    const region = process.env.AWS_REGION ?? 'us-east-1';
    // Made at each start and given only to the functions (their environment): the photo bucket checks
    // every signature with it, so no one else can sign a request to it (DynamoDB Local takes any).
    const credentials = { accessKeyId: 'local', secretAccessKey: randomBytes(24).toString('base64url') };
    // The photo bucket: s3rver behind a gateway that enforces POST policies and presigned URLs (local/s3.ts).
    const { startLocalS3 } = await import('./s3');
    s3 = await phases.time('s3', () =>
      startLocalS3({
        bucket: LOCAL_PHOTO_BUCKET,
        region,
        credentials,
        directory: options.inMemory ? undefined : join(privateDirectory(options.dataDir ?? localDataRoot), 's3'),
        allowOrigin: url,
        port: localStackSettings().s3LocalPort,
      }),
    );
    appHeaders = webAppSecurityHeaders([s3.endpoint], localStackSettings().mapTileUrl);
    const cognito = await phases.time('cognito', () =>
      startLocalCognito({
        baseUrl: url,
        dataDir: cognitoDir,
        mount: (handler) => (cognitoHandler = handler),
        // The emulator's mail (temporary passwords, reset codes) is captured like the service's own.
        sendMail: async (email) => (await import('../functions/platform/mail/captured-mail-store')).captureMail(email, new Date()),
      }),
    );
    const identity = await phases.time('idp', () =>
      createLocalIdentityProvider(
        url,
        { issuer: cognito.issuer, audience: cognito.clientId, jwks: cognito.jwks },
        { issuer: cognito.staff.issuer, audience: cognito.staff.clientId },
      ),
    );
    jwks = JSON.stringify(identity.jwks);
    appConfig = JSON.stringify({
      region: 'us-east-1',
      userPoolClientId: cognito.clientId,
      staffUserPoolClientId: cognito.staff.clientId,
      cognitoEndpoint: `${url}${COGNITO_LOCAL_PATH}/`,
      mapTileUrl: localStackSettings().mapTileUrl,
    });
    // The same variables the CDK stack gives each Lambda, set before any handler module loads: those set by hand
    // in the form the CDK app writes them in (the chain addresses EIP-55 checksummed), and the stack's own.
    Object.assign(process.env, deployedFormsOf(process.env), {
      TABLE_NAME: tableName,
      APP_ENV: appEnv,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      PHOTO_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      CALLBACK_SECRET_KEY_FILE: secretKey.callbackSecrets,
      PUSH_VAPID_KEY_FILE: secretKey.vapid,
      ...identity.environment,
      COGNITO_USER_POOL_ID: cognito.userPoolId,
      STAFF_USER_POOL_ID: cognito.staff.userPoolId,
      COGNITO_ENDPOINT: `${url}${COGNITO_LOCAL_PATH}`,
      // The app is served here: links in mail (a disputed task's) point at it unless told otherwise.
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || url,
      // As the CDK app does: with the edge's limits on, the MCP function keeps a key's one /mcp counter.
      ...(localStackSettings().rateLimits ? { MCP_RATE_LIMIT_PER_API_KEY: String(localStackSettings().rateLimitPerApiKey) } : {}),
      ...(options.adminKey ? { ADMIN_API_KEY_SHA256: createHash('sha256').update(options.adminKey).digest('hex') } : {}),
    });
    enforceTablePermissions((await import('../functions/platform/table/client')).ddb);
    const routes = routesFor(appEnv);
    const bound = await phases.time('handlers', () =>
      Promise.all(routes.map(async (route) => ({ route, handler: await loadHandler(route.handler) }))),
    );
    const settings = localStackSettings();
    const limiter = settings.rateLimits ? rateLimiter(rateLimitRules(settings)) : undefined;
    listener = apiRequestListener(bound, await loadHandler(NOT_FOUND_HANDLER), limiter);
    // Step Functions and the stream that starts them: the CDK definitions, run in-process.
    const { startLocalWorkflows } = await import('./workflows');
    workflows = await phases.time('workflows', () => startLocalWorkflows((module) => loadHandler(module)));
    (await import('../functions/platform/workflow/starter')).useWorkflowStarter(workflows);
    await tableReady;
    // The stream's event source mapping, its filters and all: the fan-out, which runs the dispatcher and the
    // push sender in-process (each counted where it would run in AWS) with the records their patterns keep.
    const dispatch = await loadHandler<StreamHandler>(STREAM_CONSUMERS.dispatch.handler);
    const push = await loadHandler<StreamHandler>(STREAM_CONSUMERS.push.handler);
    const consumers = { dispatch, push };
    (await import('../functions/platform/workflow/stream-fan-out')).useStreamConsumers({
      invoke: async (consumer, event) => {
        const run = Promise.resolve(consumers[consumer](event));
        if (STREAM_CONSUMERS[consumer].invocation === 'RequestResponse') return (await run) ?? undefined;
        // Queued, as Lambda queues an event: the fan-out goes on without it.
        run.catch((error) => console.error(`local stream fan-out: ${consumer} failed`, error));
        return undefined;
      },
    });
    // The x402 settler, run in-process as creation would invoke its function; loaded (viem and all) at the first payment.
    let settler: Promise<(event: unknown) => Promise<unknown>> | undefined;
    (await import('../functions/contexts/money/deposits/wiring/payments')).useSettler(async (request) =>
      (await (settler ??= loadHandler(X402_SETTLER_HANDLER)))(request),
    );
    // The screening function, run in-process as creation would invoke its function; loaded (the screeners and all) at the first creation.
    let screener: Promise<(event: unknown) => Promise<unknown>> | undefined;
    (await import('../functions/contexts/work/safety/wiring/screening-function')).useScreeningFunction(async (call) =>
      (await (screener ??= loadHandler(SCREENING_HANDLER)))(call),
    );
    // The routes /mcp and /a2a run, each in-process as its function would be invoked: as itself, its
    // call and answer through JSON as Lambda carries them.
    const routeHandlers = new Map(bound.map(({ route, handler }) => [route.handler, handler]));
    (await import('../functions/platform/http/route-functions')).useRouteRunner(async (handler, call, context) => {
      const run = routeHandlers.get(handler);
      if (!run) throw new Error(`No route function ${handler}`);
      return JSON.parse(JSON.stringify(await run(JSON.parse(JSON.stringify(call)), context)));
    });
    const { startStreamPoller } = await import('./stream-poller');
    poller = await startStreamPoller({
      endpoint: dynamodb.endpoint,
      tableName,
      handler: await loadHandler<StreamHandler>(STREAM_FAN_OUT_HANDLER),
      filter: eventFilter(FAN_OUT_FILTER_PATTERNS),
    });
    const { startLocalCallbacks } = await import('./callbacks');
    callbacks = await startLocalCallbacks({ endpoint: dynamodb.endpoint, tableName, sender: await loadHandler(CALLBACK_SENDER_HANDLER) });
    fireTimers = await loadHandler<() => Promise<unknown>>(BACKGROUND_FUNCTIONS.timers.handler);
    timers = setInterval(sweepOnce, options.timerSweepMs ?? 1000);
    ready = true;
  } catch (error) {
    clearInterval(timers);
    await callbacks?.stop();
    await poller?.stop();
    await workflows?.stop();
    await dynamodb.stop();
    await s3?.stop();
    secretKey.remove();
    if (options.inMemory) rmSync(cognitoDir, { recursive: true, force: true });
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }

  return {
    url,
    dynamodbEndpoint: dynamodb.endpoint,
    tableName,
    sweep: async () => {
      await sweep;
      await sweepOnce();
    },
    stop: async () => {
      clearInterval(timers);
      await sweep;
      await callbacks?.stop();
      await poller?.stop();
      await workflows?.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await dynamodb.stop();
      await s3?.stop();
      secretKey.remove();
      if (options.inMemory) rmSync(cognitoDir, { recursive: true, force: true });
    },
  };
};
