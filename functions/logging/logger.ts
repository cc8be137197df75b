import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { config } from '../settings';
import { flushMetrics } from './metrics';

/** Structured JSON logs. Never log request bodies or headers: they carry keys and secrets. */
export const logger = new Logger({ serviceName: config.serviceName });

/**
 * A handler outside the HTTP middy stack (workflow steps, the stream dispatcher, the callback
 * sender, the timer sweep) whose log lines name its function and request, as the API's do, and
 * whose metrics are written when it ends, failed or not (the API's middy stack does the same).
 */
export const withLogContext =
  <E, R>(handler: (event: E, context: Context) => Promise<R>) =>
  async (event: E, context?: Context): Promise<R> => {
    if (context) logger.addContext(context);
    try {
      return await handler(event, context as Context);
    } finally {
      flushMetrics();
    }
  };
