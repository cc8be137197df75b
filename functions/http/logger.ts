import { Logger } from '@aws-lambda-powertools/logger';

/** Structured JSON logs. Never log request bodies or headers: they carry keys and secrets. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'handoff' });
