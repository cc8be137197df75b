import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { flushMetrics } from './metrics';

/**
 * A handler outside the HTTP middy stack whose log lines name its function and request, as the
 * API's do, and whose metrics are written when it ends, failed or not (the API's middy stack does
 * the same). Untraced: a function invoked on a request's path (the screening function) takes it as
 * it is, as the API's functions hold no tracer; handler-context.ts traces the others.
 */
export const withInvocationContext =
  <E, R>(handler: (event: E, context: Context) => Promise<R>) =>
  async (event: E, context?: Context): Promise<R> => {
    if (context) logger.addContext(context);
    try {
      return await handler(event, context as Context);
    } finally {
      flushMetrics();
    }
  };
