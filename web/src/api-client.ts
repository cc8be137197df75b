import createClient from 'openapi-fetch';
import type { components, paths } from '../../sdk/src/api-types.generated';

/**
 * The API, typed from openapi.yaml (sdk/src/api-types.generated.ts); same origin, so no CORS. Each
 * app brings its credential: the operator app and the back office a Cognito ID token, the owner's
 * console an API key.
 */
export const apiClient = (authorize: (headers: Headers) => Promise<void> | void) => {
  const client = createClient<paths>({ baseUrl: location.origin });
  client.use({
    async onRequest({ request }) {
      await authorize(request.headers);
      return request;
    },
  });
  return client;
};

export type Schemas = components['schemas'];

/** What to tell the person: the API's own words (`{ "error" }`), or what went wrong on the way. */
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
