import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { RATE_LIMITED_BODY } from '../functions/manifest/rate-limits';
import { DEFAULT_TIMEOUT_SECONDS, type Route, routeKey } from '../functions/manifest/routes';
import { compileRoute, matchRoute } from '../functions/platform/http/route-match';
import { count } from './instrumentation';
import { localLambdaContext } from './lambda-context';
import type { RateLimiter } from './rate-limiter';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface BoundRoute {
  route: Route;
  handler: LambdaHandler;
}

/** API Gateway refuses payloads above 10 MB itself; the local server does the same. */
const API_GATEWAY_MAX_BODY_BYTES = 10 * 1024 * 1024;

const readBody = (req: IncomingMessage): Promise<Buffer | 'too_large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > API_GATEWAY_MAX_BODY_BYTES) {
        resolve('too_large');
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** A Node request as the API Gateway HTTP API (payload format 2.0) event a Lambda receives. */
const toEvent = (req: IncomingMessage, url: URL, body: Buffer, key: string, params: Record<string, string>): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const now = new Date();
  const text = body.toString('utf8');
  const isText = Buffer.from(text, 'utf8').equals(body);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? text : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
};

const send = (res: ServerResponse, result: APIGatewayProxyStructuredResultV2) => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body === undefined ? '' : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  res.writeHead(result.statusCode ?? 200, headers).end(body);
};

const sendJsonError = (res: ServerResponse, status: number, error: string) =>
  send(res, { statusCode: status, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error }) });

/**
 * The local stand-in for API Gateway: each request becomes the payload 2.0 event of the
 * handler the route table names (or the `$default` handler), and its result the response.
 * With a rate limiter (RATE_LIMITS=1), a request over a limit is answered 429 first, as the edge does.
 */
export const apiRequestListener = (routes: BoundRoute[], fallback: LambdaHandler, limiter?: RateLimiter) => {
  const compiled = routes.map((bound) => ({ ...compileRoute(bound.route), handler: bound.handler }));
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // API Gateway refuses a request whose Host it cannot read before any Lambda runs; so does this.
    const url = URL.parse(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    if (!url) return sendJsonError(res, 400, 'Malformed request URL or Host header');
    const limited = limiter?.({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, ip: req.socket.remoteAddress ?? '' });
    if (limited) {
      count('api.rate_limited', url.pathname);
      req.resume();
      return send(res, {
        statusCode: 429,
        headers: { 'content-type': 'application/json', 'retry-after': String(limited.retryAfterSeconds) },
        body: RATE_LIMITED_BODY,
      });
    }
    try {
      const body = await readBody(req);
      if (body === 'too_large') return sendJsonError(res, 413, 'Request body too large');
      const found = matchRoute(compiled, req.method ?? 'GET', url.pathname);
      const key = found ? routeKey(found.compiled.route) : '$default';
      count('api.requests', key);
      const event = toEvent(req, url, body, key, found?.params ?? {});
      const handler = found?.compiled.handler ?? fallback;
      const name = found?.compiled.route.handler ?? 'not-found';
      const timeoutMs = (found?.compiled.route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
      send(res, await handler(event, localLambdaContext(name, { requestId: event.requestContext.requestId, timeoutMs })));
    } catch (error) {
      // What API Gateway does when a Lambda integration itself fails.
      console.error('local api: handler failed', error);
      if (!res.headersSent) sendJsonError(res, 500, 'Internal error');
    }
  };
};
