import { clearOfflineData } from './offline';

/**
 * Sign-in through the Cognito user-pool API with AWS's own SDK client, the same calls locally
 * (the local stack's emulator) and deployed (Cognito): InitiateAuth with USER_PASSWORD_AUTH,
 * RespondToAuthChallenge for NEW_PASSWORD_REQUIRED and SOFTWARE_TOKEN_MFA, REFRESH_TOKEN_AUTH to
 * stay signed in, ForgotPassword and ConfirmForgotPassword, and an authenticator app (TOTP) set up
 * with AssociateSoftwareToken, VerifySoftwareToken and SetUserMFAPreference. The SDK is loaded only
 * when a call is made, so it is not part of the first load. Which pool and client: /app-config.json,
 * beside the app. The operator app signs in to the operators' pool; the back office (`/admin/`) calls
 * `chooseStaffPool` first and signs in to the staff pool, keeping its session apart (same origin,
 * another storage prefix).
 */
export interface AppConfig {
  region: string;
  userPoolClientId: string;
  /** The staff pool's client: the back office signs in with it. */
  staffUserPoolClientId: string;
  /** The emulator's address locally; absent in AWS (the SDK uses Cognito's regional endpoint). */
  cognitoEndpoint?: string;
  /** The map's tile URL template (`{z}/{x}/{y}`); absent or empty, the map shows no tiles. */
  mapTileUrl?: string;
}

interface Session {
  idToken: string;
  /** For the calls about the user's own login (its second factor); absent in sessions kept before it was. */
  accessToken?: string;
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

/** A sign-in that waits for an answer: a new password, or the code of the authenticator app. */
export type Challenge = { kind: 'new-password' | 'mfa-code'; username: string; session: string };
export type SignInResult = { kind: 'signed-in' } | Challenge;

interface AuthResult {
  IdToken?: string;
  AccessToken?: string;
  RefreshToken?: string;
}
const keep = (result: AuthResult | undefined, refreshToken?: string) => {
  if (!result?.IdToken) throw new Error('Sign-in did not complete');
  store({
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken ?? refreshToken ?? '',
    expiresAt: expiryOf(result.IdToken),
  });
};

const CHALLENGES: Record<string, Challenge['kind']> = { NEW_PASSWORD_REQUIRED: 'new-password', SOFTWARE_TOKEN_MFA: 'mfa-code' };

export const signIn = async (email: string, password: string): Promise<SignInResult> => {
  const { sdk, client, clientId } = await cognito();
  const answer = await client.send(
    new sdk.InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email.trim(), PASSWORD: password },
    }),
  );
  const challenge = answer.ChallengeName && CHALLENGES[answer.ChallengeName];
  if (challenge) {
    // Cognito names the user's real username here (the operator_id), which the answer must carry.
    return { kind: challenge, username: answer.ChallengeParameters?.USER_ID_FOR_SRP ?? email.trim(), session: answer.Session ?? '' };
  }
  if (answer.ChallengeName) throw new Error(`This sign-in needs ${answer.ChallengeName}, which the app does not support yet`);
  keep(answer.AuthenticationResult);
  return { kind: 'signed-in' };
};

/** Answers a sign-in's challenge: the new password, or the authenticator app's current code. */
export const answerChallenge = async (challenge: Challenge, answer: string): Promise<void> => {
  const { sdk, client, clientId } = await cognito();
  const answered = await client.send(
    new sdk.RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: challenge.kind === 'new-password' ? 'NEW_PASSWORD_REQUIRED' : 'SOFTWARE_TOKEN_MFA',
      Session: challenge.session,
      ChallengeResponses:
        challenge.kind === 'new-password'
          ? { USERNAME: challenge.username, NEW_PASSWORD: answer }
          : { USERNAME: challenge.username, SOFTWARE_TOKEN_MFA_CODE: answer.replace(/\s/g, '') },
    }),
  );
  keep(answered.AuthenticationResult);
};

/** The access token of the session (refreshed when it is about to end, or when the session kept none). */
const accessToken = async (): Promise<string> => {
  const current = readSession();
  if (current?.accessToken && current.expiresAt - Date.now() > 60_000) return current.accessToken;
  await idToken({ forceRefresh: true });
  const refreshed = readSession()?.accessToken;
  if (!refreshed) throw new Error('Sign in again to change your login');
  return refreshed;
};

/** Whether the login has an authenticator app set up (it then answers a code at each sign-in). */
export const hasAuthenticatorApp = async (): Promise<boolean> => {
  const { sdk, client } = await cognito();
  const user = await client.send(new sdk.GetUserCommand({ AccessToken: await accessToken() }));
  return user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
};

/**
 * Starts setting up an authenticator app: the secret to type in, and the otpauth:// URI an app
 * opens (Key Uri Format: issuer Handoff, the operator's email as the account).
 */
export const startAuthenticatorSetup = async (email: string): Promise<{ secret: string; uri: string }> => {
  const { sdk, client } = await cognito();
  const { SecretCode } = await client.send(new sdk.AssociateSoftwareTokenCommand({ AccessToken: await accessToken() }));
  if (!SecretCode) throw new Error('The user pool gave no secret');
  const label = encodeURIComponent(`Handoff:${email}`);
  return { secret: SecretCode, uri: `otpauth://totp/${label}?secret=${SecretCode}&issuer=Handoff&algorithm=SHA1&digits=6&period=30` };
};

/** Finishes the set-up with the app's first code; from then on sign-ins ask for a code. */
export const finishAuthenticatorSetup = async (code: string): Promise<void> => {
  const { sdk, client } = await cognito();
  const token = await accessToken();
  await client.send(
    new sdk.VerifySoftwareTokenCommand({ AccessToken: token, UserCode: code.replace(/\s/g, ''), FriendlyDeviceName: 'Authenticator app' }),
  );
  await client.send(new sdk.SetUserMFAPreferenceCommand({ AccessToken: token, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
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
  void clearOfflineData();
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
