import type { App, Environment } from 'aws-cdk-lib';
import { ApiStack } from './api';
import { DataStack } from './data';

/** Context values (`cdk synth -c mailFrom=...`) and what they default to. */
const contextOr = (app: App, key: string, fallback: string): string => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' ? value : fallback;
};

/** The whole deployment: the stateful stack, and the stateless stack built on it. */
export const buildHandoff = (app: App, env: Environment) => {
  const data = new DataStack(app, 'HandoffData', { env, description: 'Handoff: the single table' });
  const api = new ApiStack(app, 'HandoffApi', {
    env,
    description: 'Handoff: HTTP API and its functions',
    table: data.table,
    mailFrom: contextOr(app, 'mailFrom', 'no-reply@handoff.example'),
    // Not the API's own URL by default: the functions would then depend on the API that
    // depends on them (a circular reference).
    publicBaseUrl: contextOr(app, 'publicBaseUrl', ''),
  });
  return { data, api };
};
