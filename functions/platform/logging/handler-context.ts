import { config } from '../settings';
import { captureAwsClients } from './aws-clients';
import { withInvocationContext } from './invocation-context';

/**
 * In Lambda, the Powertools Tracer captures every AWS SDK client (platform/logging/aws-clients.ts) and
 * outgoing HTTPS call into the invocation's X-Ray trace (active tracing is on for every function,
 * lib/handler-function.ts). Loaded only there, and only by the functions that import this module
 * (not the API's): outside Lambda (the local stack, tests, the bench) the tracer would be a no-op,
 * so it is not even loaded. POWERTOOLS_TRACE_ENABLED=false turns it off in Lambda too.
 */
if (config.tracing) {
  const { Tracer } = await import('@aws-lambda-powertools/tracer');
  const tracer = new Tracer({ serviceName: config.serviceName });
  if (tracer.isTracingEnabled()) captureAwsClients((client) => tracer.captureAWSv3Client(client as never));
}

/**
 * A handler outside the HTTP middy stack (workflow steps, the stream dispatcher, the callback
 * sender, the timer sweep, the ledger audit) as invocation-context.ts wraps it, whose AWS calls are
 * also traced (above).
 */
export const withLogContext = withInvocationContext;
