import { apiClient } from './api-client';
import { idToken } from './auth';

export { call, problem, type Schemas } from './api-client';

/** The operator app's and the back office's API: the signed-in person's ID token as Bearer. */
export const api = apiClient(async (headers) => {
  const token = await idToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
});
