/**
 * Sign-in through the Cognito user-pool API with AWS's own SDK client, the same calls locally
 * (the local stack's emulator) and deployed (Cognito): InitiateAuth with USER_PASSWORD_AUTH,
 * RespondToAuthChallenge for NEW_PASSWORD_REQUIRED, REFRESH_TOKEN_AUTH to stay signed in,
 * ForgotPassword and ConfirmForgotPassword. The SDK is loaded only when a call is made, so it is
 * not part of the first load. Which pool and client: /app-config.json, beside the app. The operator
 * app signs in to the operators' pool; the back office (`/admin/`) calls `chooseStaffPool` first and
 * signs in to the staff pool, keeping its session apart (same origin, another storage prefix).
 */
export interface AppConfig {
  region: string;
  userPoolClientId: string;
  /** The staff pool's client: the back office signs in with it. */
  staffUserPoolClientId: string;
  /** The emulator's address locally; absent in AWS (the SDK uses Cognito's regional endpoint). */
  cognitoEndpoint?: string;
}

interface Session {
  idToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the ID token stops being accepted. */
  expiresAt: number;
}

/** What the app keeps in the browser (the session, remembered claims, proof drafts) is named under this prefix. */
let storagePrefix = 'handoff.';
let staff = false;
const storageKey = () => `${storagePrefix}session`;

/** The back office's sign-in: the staff pool, and its own storage (an operator session in the same browser stays apart). */
export const chooseStaffPool = () => {
  staff = true;
  storagePrefix = 'handoff-admin.';
};

let config: Promise<AppConfig> | undefined;
export const appConfig = (): Promise<AppConfig> =>
  (config ??= fetch('/app-config.json').then((response) => {
    if (!response.ok) throw new Error('The app is not configured (no /app-config.json)');
    return response.json() as Promise<AppConfig>;
  }));

const cognito = async () => {
  const [sdk, settings] = await Promise.all([import('@aws-sdk/client-cognito-identity-provider'), appConfig()]);
  const client = new sdk.CognitoIdentityProviderClient({
    region: settings.region,
    ...(settings.cognitoEndpoint ? { endpoint: settings.cognitoEndpoint } : {}),
  });
  return { sdk, client, clientId: staff ? settings.staffUserPoolClientId : settings.userPoolClientId };
};

const readSession = (): Session | undefined => {
  try {
    const stored = localStorage.getItem(storageKey());
    return stored ? (JSON.parse(stored) as Session) : undefined;
  } catch {
    return undefined;
  }
};

const expiryOf = (idToken: string): number => {
  const payload = JSON.parse(atob(idToken.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
  return payload.exp * 1000;
};

const listeners = new Set<() => void>();
export const onSessionChange = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const store = (session: Session | undefined) => {
  if (session) localStorage.setItem(storageKey(), JSON.stringify(session));
  else localStorage.removeItem(storageKey());
  for (const listener of listeners) listener();
};

export const isSignedIn = (): boolean => readSession() !== undefined;

export type SignInResult = { kind: 'signed-in' } | { kind: 'new-password'; username: string; session: string };

interface AuthResult {
  IdToken?: string;
  RefreshToken?: string;
}
const keep = (result: AuthResult | undefined, refreshToken?: string) => {
  if (!result?.IdToken) throw new Error('Sign-in did not complete');
  store({ idToken: result.IdToken, refreshToken: result.RefreshToken ?? refreshToken ?? '', expiresAt: expiryOf(result.IdToken) });
};

export const signIn = async (email: string, password: string): Promise<SignInResult> => {
  const { sdk, client, clientId } = await cognito();
  const answer = await client.send(
    new sdk.InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email.trim(), PASSWORD: password },
    }),
  );
  if (answer.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
    // Cognito names the user's real username here (the operator_id), which the answer must carry.
    return { kind: 'new-password', username: answer.ChallengeParameters?.USER_ID_FOR_SRP ?? email.trim(), session: answer.Session ?? '' };
  }
  if (answer.ChallengeName) throw new Error(`This sign-in needs ${answer.ChallengeName}, which the app does not support yet`);
  keep(answer.AuthenticationResult);
  return { kind: 'signed-in' };
};

export const setNewPassword = async (challenge: { username: string; session: string }, newPassword: string): Promise<void> => {
  const { sdk, client, clientId } = await cognito();
  const answer = await client.send(
    new sdk.RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.session,
      ChallengeResponses: { USERNAME: challenge.username, NEW_PASSWORD: newPassword },
    }),
  );
  keep(answer.AuthenticationResult);
};

export const forgotPassword = async (email: string): Promise<void> => {
  const { sdk, client, clientId } = await cognito();
  await client.send(new sdk.ForgotPasswordCommand({ ClientId: clientId, Username: email.trim() }));
};

export const confirmForgotPassword = async (email: string, code: string, newPassword: string): Promise<void> => {
  const { sdk, client, clientId } = await cognito();
  await client.send(
    new sdk.ConfirmForgotPasswordCommand({ ClientId: clientId, Username: email.trim(), ConfirmationCode: code.trim(), Password: newPassword }),
  );
};

/**
 * Signs out: the refresh token is revoked (RevokeToken: no copy of it makes ID tokens any more)
 * and everything the app kept in this browser is removed at once, whether or not Cognito is
 * reached (offline, the token still ends at its expiry).
 */
export const signOut = () => {
  const refreshToken = readSession()?.refreshToken;
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith(storagePrefix)) storage.removeItem(key);
  }
  store(undefined);
  if (refreshToken) {
    void cognito()
      .then(({ sdk, client, clientId }) => client.send(new sdk.RevokeTokenCommand({ ClientId: clientId, Token: refreshToken })))
      .catch(() => undefined);
  }
};

let refreshing: Promise<string | undefined> | undefined;

/** A current ID token: the stored one, or a fresh one from the refresh token (kept across reloads). */
export const idToken = async (options: { forceRefresh?: boolean } = {}): Promise<string | undefined> => {
  const session = readSession();
  if (!session) return undefined;
  if (!options.forceRefresh && session.expiresAt - Date.now() > 60_000) return session.idToken;
  refreshing ??= (async () => {
    try {
      const { sdk, client, clientId } = await cognito();
      const answer = await client.send(
        new sdk.InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: session.refreshToken } }),
      );
      keep(answer.AuthenticationResult, session.refreshToken);
      return readSession()?.idToken;
    } catch (error) {
      // A refresh token that is refused (expired, revoked) ends the session; a network failure does not.
      if (error instanceof Error && error.name !== 'TypeError' && !/network|fetch/i.test(error.message)) store(undefined);
      throw error;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
};
