import { apiClient } from '../api-client';
import type { SessionState } from '../shell';

/**
 * The owner's sign-in: an API key with `keys:write`, held in this module's memory only (never in
 * localStorage, sessionStorage or a cookie), so a reload or a closed tab signs out and nothing of it
 * stays in the browser. A 401 on any call (the key revoked, from this console or elsewhere, or
 * expired) signs out too.
 */
let apiKey: string | undefined;
/** Why the last session ended when the console ended it (a 401), for the sign-in screen to say. */
let endedBecause: string | undefined;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export const keySession: SessionState = {
  isSignedIn: () => apiKey !== undefined,
  onSessionChange(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signOut() {
    apiKey = undefined;
    endedBecause = undefined;
    changed();
  },
};

export const signedOutBecause = () => endedBecause;

/** The console's API: the key as `X-API-Key`. */
export const consoleApi = apiClient((headers) => {
  if (apiKey) headers.set('X-API-Key', apiKey);
});

consoleApi.use({
  onResponse({ response }) {
    if (response.status === 401 && apiKey !== undefined) {
      keySession.signOut();
      endedBecause = 'Signed out: the API refused your key (revoked or expired). Sign in with another one.';
    }
  },
});

/** The scope the console needs: keys and the audit log are the owner's, and a key with it may make any key. */
const OWNER_SCOPE = 'keys:write';

/**
 * Signs in with `key` when it is an owner's: listing the keys needs `keys:write`, so a key without it
 * is refused here with words saying what to use instead. Throws the reason.
 */
export const signInWithKey = async (key: string): Promise<void> => {
  const candidate = key.trim();
  if (!candidate) throw new Error('Paste an API key.');
  const { response, error } = await consoleApi.GET('/api/v1/agents/keys', { headers: { 'X-API-Key': candidate } });
  if (response.status === 403)
    throw new Error(
      `This key lacks the ${OWNER_SCOPE} scope. The console needs a key that may manage keys: sign in with your agent's first key or another key with ${OWNER_SCOPE}.`,
    );
  if (!response.ok) throw error ?? new Error(`HTTP ${response.status}`);
  apiKey = candidate;
  endedBecause = undefined;
  changed();
};
