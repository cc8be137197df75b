// First, so that stack traces name our source lines from the start (functions/platform/logging/stack-traces.ts).
import './stack-traces';
import { Logger } from '@aws-lambda-powertools/logger';
import { config } from '../settings';

/** Structured JSON logs. Never log request bodies or headers: they carry keys and secrets. */
export const logger = new Logger({ serviceName: config.serviceName });
