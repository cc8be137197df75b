import createClient from 'openapi-fetch';
import type { components, paths } from '../../sdk/src/api-types.generated';
import { idToken } from './auth';

/** The API, typed from openapi.yaml (web/src/api-types.ts, generated); same origin, so no CORS. */
export const api = createClient<paths>({ baseUrl: location.origin });

api.use({
  async onRequest({ request }) {
    const token = await idToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
});

export type Schemas = components['schemas'];

/** What to tell the operator: the API's own words (`{ "error" }`), or what went wrong on the way. */
export const problem = (error: unknown): string => {
  if (error && typeof error === 'object' && 'error' in error && typeof error.error === 'string') return error.error;
  if (error instanceof TypeError) return 'No connection. Nothing was lost: try again when you are back online.';
  if (error instanceof Error) return error.message;
  return 'Something went wrong. Try again.';
};

/** Runs a call and throws the API's error body (or the network failure) for `problem` to word. */
export const call = async <T>(request: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> => {
  const { data, error, response } = await request;
  if (error !== undefined || !response.ok) throw error ?? new Error(`HTTP ${response.status}`);
  return data as T;
};
