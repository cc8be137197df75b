import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { decodeJwt, importJWK, jwtVerify } from 'jose';
import type { Email } from '../functions/platform/kernel/email';

/**
 * The operators' user pool on this machine: cognito-local (the Cognito user-pool API as an
 * emulator) run inside the local stack and mounted on its server under COGNITO_LOCAL_PATH, so the
 * app reaches it from its own origin and the service reaches it on loopback. The service creates
 * logins with AdminCreateUser against it (COGNITO_ENDPOINT) as it does against Cognito in AWS; the
 * app signs in with InitiateAuth (USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH), RespondToAuthChallenge
 * (NEW_PASSWORD_REQUIRED), ForgotPassword and ConfirmForgotPassword; the API verifies its ID
 * tokens with aws-jwt-verify against its JWKS.
 *
 * What the emulator does not do, and how this module or the app lives with it:
 * - no SRP (USER_SRP_AUTH): the app client allows USER_PASSWORD_AUTH in AWS too, and the app uses it;
 * - no sign-in by an email alias (AWS: signInAliases email): a request naming an email is given
 *   the pool's username for it before the emulator sees it;
 * - it mails nothing: its messages (temporary password, reset code) are captured like the
 *   service's own local mail (GET /dev/emails);
 * - it signs with a key published in its package: development only, never deployed;
 * - it reads an access token without checking its signature: checked here for the calls that set up
 *   a second factor (anyone could otherwise enrol an authenticator app on another operator's login);
 * - TOTP (AssociateSoftwareToken, VerifySoftwareToken, SetUserMFAPreference, the SOFTWARE_TOKEN_MFA
 *   challenge, AdminGetUser's UserMFASettingList) it does with an access token only, not through the
 *   MFA_SETUP challenge's Session, and it knows no pool where MFA is required of a login without a
 *   factor yet. The staff pool requires TOTP (as in AWS): a staff sign-in the emulator would complete
 *   without a factor is answered here with MFA_SETUP instead, and the setup's calls by Session are
 *   made with the tokens that sign-in earned, kept here and handed out only once the code is verified.
 *   The operators' pool leaves MFA optional (payouts require it: the service asks AdminGetUser).
 */
export const COGNITO_LOCAL_PATH = '/local-cognito';

/** One user pool of the emulator and its app client. */
interface LocalPool {
  userPoolId: string;
  clientId: string;
  /** `iss` of its tokens. */
  issuer: string;
}

export interface LocalCognito extends LocalPool {
  /** The back office's staff pool (its own issuer and client, as in AWS: an operator's token is no staff token). */
  staff: LocalPool;
  /** Its signing keys (a JWKS). */
  jwks: { keys: object[] };
  /** Answers requests under COGNITO_LOCAL_PATH; false for any other. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
}

const require = createRequire(import.meta.url);
const lib = (path: string) => require(`cognito-local/lib/${path}`);

interface StoredUser {
  Username: string;
  Attributes?: { Name: string; Value?: string }[];
}
interface UserPoolService {
  listUsers(ctx: object): Promise<StoredUser[]>;
  getUserByUsername(ctx: object, username: string): Promise<(StoredUser & { UserStatus?: string; Password?: string }) | null>;
  storeRefreshToken(ctx: object, refreshToken: string, user: StoredUser): Promise<void>;
}

const attribute = (user: StoredUser, name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;

const MAIL: Record<string, (code: string) => Omit<Email, 'to'>> = {
  AdminCreateUser: (code) => ({
    subject: 'Your Handoff operator login',
    text: `Welcome to Handoff. Sign in to the operator app with your email and this temporary password: ${code}\nYou will choose your own password when you first sign in.`,
  }),
  StaffAdminCreateUser: (code) => ({
    subject: 'Your Handoff back-office login',
    text: `You are invited to the Handoff back office (/admin/). Sign in with your email and this temporary password: ${code}\nYou will choose your own password when you first sign in.`,
  }),
  ForgotPassword: (code) => ({
    subject: 'Reset your Handoff password',
    text: `Your password reset code is ${code}`,
  }),
};

/** The calls that set up a second factor on the login an access token names. */
const ACCESS_TOKEN_TARGETS = new Set(['AssociateSoftwareToken', 'VerifySoftwareToken', 'SetUserMFAPreference']);

/** An answer in Cognito's wire shape. */
const answer = (res: ServerResponse, body: object) => res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end(JSON.stringify(body));

/** Cognito's refusal of a sign-in or a token, in its wire shape. */
const notAuthorized = (res: ServerResponse, message: string) =>
  res
    .writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': 'NotAuthorizedException' })
    .end(JSON.stringify({ __type: 'NotAuthorizedException', message }));

/** Whatever the emulator reads a username from, in the calls the app makes. */
const USERNAME_FIELDS: Record<string, (body: Record<string, any>) => Record<string, any> | undefined> = {
  InitiateAuth: (body) => body.AuthParameters,
  ForgotPassword: (body) => body,
  ConfirmForgotPassword: (body) => body,
  RespondToAuthChallenge: (body) => body.ChallengeResponses,
};

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/**
 * Starts the emulator (state under dataDir), with one user pool and one public app client for the
 * operator app, set up like the CDK's (no secret, USER_PASSWORD_AUTH and refresh, ID token an hour).
 */
export const startLocalCognito = async (options: {
  baseUrl: string;
  dataDir: string;
  sendMail(email: Email): Promise<unknown>;
  mount(handler: LocalCognito['handle']): void;
}): Promise<LocalCognito> => {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const pino = require('pino');
  const logger = pino({ level: 'silent' });
  const { DateClock, TriggersService, LambdaService } = lib('services/index.js');
  const { CognitoServiceFactoryImpl } = lib('services/cognitoService.js');
  const { UserPoolServiceFactoryImpl } = lib('services/userPoolService.js');
  const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb.js');
  const { JwtTokenGenerator } = lib('services/tokenGenerator.js');
  const { otp } = lib('services/otp.js');
  const { Router } = lib('server/Router.js');
  const { createServer } = lib('server/server.js');
  const { DefaultConfig } = lib('server/config.js');
  const publicKey = lib('keys/cognitoLocal.public.json');

  const ctx = { logger };
  const signingKey = await importJWK(publicKey.jwk, 'RS256');
  const issuerDomain = `${options.baseUrl}${COGNITO_LOCAL_PATH}`;
  const config = { ...DefaultConfig, UserPoolDefaults: {}, TokenConfig: { IssuerDomain: issuerDomain } };
  const clock = new DateClock();
  const dataStores = new StormDBDataStoreFactory(options.dataDir);
  const cognito = await new CognitoServiceFactoryImpl(options.dataDir, dataStores, new UserPoolServiceFactoryImpl(clock, dataStores)).create(
    ctx,
    config.UserPoolDefaults,
  );
  // No Lambda trigger is configured (nor in AWS), so the emulator's KMS encryption for a custom
  // email sender is never called: a stand-in, which spares loading its KMS client and AWS SDK v2 (seconds).
  const noTriggerCrypto = {
    encrypt: async () => {
      throw new Error('No custom email sender trigger on the local user pool');
    },
  };
  const triggers = new TriggersService(clock, cognito, new LambdaService({}, undefined), noTriggerCrypto);
  const services = {
    clock,
    cognito,
    config,
    otp,
    triggers,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    messages: {
      deliver: async (_ctx: object, source: string, _clientId: string | null, poolId: string, user: StoredUser, code: string) => {
        const to = attribute(user, 'email');
        // The staff pool's invitation is the back office's (in AWS: the staff pool's own invitation template).
        const mail = MAIL[poolId === staffPoolId && source === 'AdminCreateUser' ? 'StaffAdminCreateUser' : source];
        if (to && mail) await options.sendMail({ to, ...mail(code) });
      },
    },
  };
  const app = createServer(Router(services), logger, config.ServerConfig, services).application as (
    req: IncomingMessage,
    res: ServerResponse,
  ) => void;

  // One pool and one client, made once and found again by name on the next start (the server already listens).
  const call = async (target: string, body: object): Promise<any> => {
    const response = await fetch(`${issuerDomain}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`cognito-local ${target}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };

  const pool = async (id: string): Promise<UserPoolService> => cognito.getUserPool(ctx, id);
  const usernameForEmail = async (id: string, email: string): Promise<string | undefined> => {
    const users = await (await pool(id)).listUsers(ctx);
    return users.find((user) => attribute(user, 'email')?.toLowerCase() === email.trim().toLowerCase())?.Username;
  };
  /** The pool a call is for: the one its app client belongs to (calls by username name a client). */
  const poolOf = (body: Record<string, any>): string => (body.ClientId && body.ClientId === staffClientId ? staffPoolId : userPoolId);

  let userPoolId = '';
  let staffPoolId = '';
  let staffClientId = '';
  const keepRefreshToken = (res: ServerResponse, poolId: string, username: string) => {
    const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
    res.end = ((chunk?: unknown) => {
      void (async () => {
        try {
          const token = JSON.parse(String(chunk)).AuthenticationResult?.RefreshToken;
          const user = token && (await (await pool(poolId)).getUserByUsername(ctx, username));
          if (user) await (await pool(poolId)).storeRefreshToken(ctx, token, user);
        } catch {
          // Not a sign-in answer: nothing to keep.
        }
      })().finally(() => end(chunk));
      return res;
    }) as ServerResponse['end'];
  };
  // The emulator answers SOFTWARE_TOKEN_MFA for any username with a right code, whatever the Session:
  // the password step could be skipped. As in Cognito, the answer must carry the Session its
  // sign-in was given (within 3 minutes; a wrong code may be corrected, a signed-in session is spent).
  const mfaSessions = new Map<string, { username: string; until: number }>();
  const followMfaSession = (res: ServerResponse, answered?: string) => {
    const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
    res.end = ((chunk?: unknown) => {
      try {
        const answer = JSON.parse(String(chunk));
        if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA' && answer.Session) {
          mfaSessions.set(answer.Session, { username: answer.ChallengeParameters?.USER_ID_FOR_SRP, until: Date.now() + 3 * 60_000 });
        }
        if (answered && answer.AuthenticationResult) mfaSessions.delete(answered);
      } catch {
        // Not a sign-in answer.
      }
      return end(chunk);
    }) as ServerResponse['end'];
  };
  const isMfaSession = (session: unknown, username: unknown): boolean => {
    const kept = typeof session === 'string' ? mfaSessions.get(session) : undefined;
    return kept !== undefined && kept.username === username && kept.until > Date.now();
  };
  // The staff pool's MFA_SETUP: a sign-in the emulator completed without a factor becomes the
  // challenge; its tokens wait here for the verified code (each step within 3 minutes of the last).
  const setupSessions = new Map<string, { username: string; tokens: { AccessToken: string }; verified: boolean; until: number }>();
  const requireMfaSetup = (res: ServerResponse) => {
    const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
    res.end = ((chunk?: unknown) => {
      let body = chunk;
      try {
        const signedIn = JSON.parse(String(chunk));
        if (signedIn.AuthenticationResult?.AccessToken && !signedIn.ChallengeName) {
          const username = String(decodeJwt(signedIn.AuthenticationResult.AccessToken).username ?? '');
          const session = randomUUID();
          setupSessions.set(session, { username, tokens: signedIn.AuthenticationResult, verified: false, until: Date.now() + 3 * 60_000 });
          body = JSON.stringify({
            ChallengeName: 'MFA_SETUP',
            ChallengeParameters: { MFAS_CAN_SETUP: '["SOFTWARE_TOKEN_MFA"]', USER_ID_FOR_SRP: username },
            Session: session,
          });
          if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(String(body)));
        }
      } catch {
        // Not a sign-in answer.
      }
      return end(body);
    }) as ServerResponse['end'];
  };
  const setupSession = (session: unknown) => {
    const kept = typeof session === 'string' ? setupSessions.get(session) : undefined;
    if (!kept || kept.until <= Date.now()) return undefined;
    kept.until = Date.now() + 3 * 60_000;
    return kept;
  };
  /** The setup's answer carries its Session on, as Cognito's does. */
  const withSession = (res: ServerResponse, session: string, then: (answered: Record<string, unknown>) => void = () => undefined) => {
    const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
    res.end = ((chunk?: unknown) => {
      try {
        const answered = JSON.parse(String(chunk));
        if (res.statusCode === 200) {
          then(answered);
          const body = JSON.stringify({ ...answered, Session: session });
          if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(body));
          return end(body);
        }
      } catch {
        // An error's answer goes on as it is.
      }
      return end(chunk);
    }) as ServerResponse['end'];
  };
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    if (url !== COGNITO_LOCAL_PATH && !url.startsWith(`${COGNITO_LOCAL_PATH}/`)) return false;
    const path = url.slice(COGNITO_LOCAL_PATH.length) || '/';
    if (req.method === 'GET' && (path === `/${userPoolId}/.well-known/jwks.json` || path === `/${staffPoolId}/.well-known/jwks.json`)) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicKey.jwk] }));
      return true;
    }
    if (req.method !== 'POST' || path !== '/') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
      return true;
    }
    void (async () => {
      const raw = await readBody(req);
      const target = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
      let body: Record<string, any> = {};
      try {
        body = JSON.parse(raw.toString('utf8') || '{}');
      } catch {
        // The emulator answers a malformed body itself.
      }
      const holder = USERNAME_FIELDS[target]?.(body);
      const name = holder?.USERNAME ?? holder?.Username;
      if (holder && typeof name === 'string' && name.includes('@')) {
        const username = await usernameForEmail(poolOf(body), name);
        if (username) {
          if ('USERNAME' in holder) holder.USERNAME = username;
          if ('Username' in holder) holder.Username = username;
        }
      }
      const staffSignIn =
        poolOf(body) === staffPoolId &&
        ((target === 'InitiateAuth' && body.AuthFlow === 'USER_PASSWORD_AUTH') ||
          (target === 'RespondToAuthChallenge' && body.ChallengeName === 'NEW_PASSWORD_REQUIRED'));
      if ((target === 'AssociateSoftwareToken' || target === 'VerifySoftwareToken') && body.AccessToken === undefined && body.Session !== undefined) {
        const kept = setupSession(body.Session);
        if (!kept) {
          notAuthorized(res, 'Invalid session for the user, session is expired.');
          return;
        }
        const session = body.Session as string;
        body = { ...body, AccessToken: kept.tokens.AccessToken };
        delete body.Session;
        withSession(res, session, (answered) => {
          if (target === 'VerifySoftwareToken' && answered.Status === 'SUCCESS') kept.verified = true;
        });
      }
      if (target === 'RespondToAuthChallenge' && body.ChallengeName === 'MFA_SETUP') {
        const kept = setupSession(body.Session);
        if (!kept?.verified || kept.username !== body.ChallengeResponses?.USERNAME) {
          notAuthorized(res, 'Invalid session for the user, session is expired.');
          return;
        }
        setupSessions.delete(body.Session);
        answer(res, { ChallengeParameters: {}, AuthenticationResult: kept.tokens });
        return;
      }
      if (ACCESS_TOKEN_TARGETS.has(target) && typeof body.AccessToken === 'string') {
        try {
          const { payload } = await jwtVerify(body.AccessToken, signingKey, { algorithms: ['RS256'] });
          if (payload.token_use !== 'access') throw new Error('Not an access token');
        } catch {
          notAuthorized(res, 'Invalid Access Token');
          return;
        }
      }
      // The emulator hands out the new-password challenge without checking the temporary password: checked here, as Cognito does.
      if (target === 'InitiateAuth' && body.AuthFlow === 'USER_PASSWORD_AUTH') {
        const user = await (await pool(poolOf(body))).getUserByUsername(ctx, String(body.AuthParameters?.USERNAME ?? ''));
        if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== body.AuthParameters?.PASSWORD) {
          notAuthorized(res, 'Incorrect username or password.');
          return;
        }
      }
      // Before the refresh token is kept (below): that reads the emulator's own answer, this replaces it.
      if (staffSignIn) requireMfaSetup(res);
      if (target === 'InitiateAuth') followMfaSession(res);
      if (target === 'RespondToAuthChallenge' && body.ChallengeName === 'SOFTWARE_TOKEN_MFA') {
        if (!isMfaSession(body.Session, body.ChallengeResponses?.USERNAME)) {
          notAuthorized(res, 'Invalid session for the user, session is expired.');
          return;
        }
        followMfaSession(res, body.Session);
      }
      // The emulator keeps no refresh token it issues on a challenge's answer (only on a sign-in):
      // kept here before the answer leaves, so the app stays signed in after choosing its password.
      if (target === 'RespondToAuthChallenge') keepRefreshToken(res, poolOf(body), String(body.ChallengeResponses?.USERNAME ?? ''));
      // The body is read (so the emulator's parser leaves it be) and handed over as parsed.
      Object.assign(req, { url: '/', body });
      app(req, res);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Internal error' }));
    });
    return true;
  };

  // Mounted first: the setup calls go through the server like any other.
  options.mount(handle);
  userPoolId = await ensurePool(POOL_NAME, call);
  const clientId = await ensureClient(userPoolId, CLIENT_NAME, call);
  staffPoolId = await ensurePool(STAFF_POOL_NAME, call);
  staffClientId = await ensureClient(staffPoolId, STAFF_CLIENT_NAME, call);
  return {
    userPoolId,
    clientId,
    issuer: `${issuerDomain}/${userPoolId}`,
    staff: { userPoolId: staffPoolId, clientId: staffClientId, issuer: `${issuerDomain}/${staffPoolId}` },
    jwks: { keys: [publicKey.jwk] },
    handle,
  };
};

const POOL_NAME = 'handoff-operators';
const CLIENT_NAME = 'operator-app';
const STAFF_POOL_NAME = 'handoff-staff';
const STAFF_CLIENT_NAME = 'back-office';

const ensurePool = async (name: string, call: (target: string, body: object) => Promise<any>): Promise<string> => {
  const { UserPools } = await call('ListUserPools', { MaxResults: 60 });
  const existing = (UserPools as { Id: string; Name: string }[]).find((pool) => pool.Name === name);
  if (existing) return existing.Id;
  // MFA optional in the emulator: a login with an authenticator app set up answers its challenge at
  // sign-in; the staff pool's requirement (a factor set up at the first sign-in) is handled above.
  const { UserPool } = await call('CreateUserPool', {
    PoolName: name,
    AliasAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    MfaConfiguration: 'OPTIONAL',
  });
  return UserPool.Id;
};

const ensureClient = async (userPoolId: string, name: string, call: (target: string, body: object) => Promise<any>): Promise<string> => {
  const { UserPoolClients } = await call('ListUserPoolClients', { UserPoolId: userPoolId, MaxResults: 60 });
  const existing = (UserPoolClients as { ClientId: string; ClientName: string }[]).find((client) => client.ClientName === name);
  if (existing) return existing.ClientId;
  const { UserPoolClient } = await call('CreateUserPoolClient', {
    UserPoolId: userPoolId,
    ClientName: name,
    GenerateSecret: false,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    IdTokenValidity: 1,
    AccessTokenValidity: 1,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { IdToken: 'hours', AccessToken: 'hours', RefreshToken: 'days' },
  });
  return UserPoolClient.ClientId;
};
