import { Logger } from '@aws-lambda-powertools/logger';
import { config } from '../settings';

/** Structured JSON logs. Never log request bodies or headers: they carry keys and secrets. */
export const logger = new Logger({ serviceName: config.serviceName });
