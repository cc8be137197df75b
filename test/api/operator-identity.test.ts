import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { type CryptoKey, generateKeyPair, importPKCS8, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api, ISO_MILLIS, registerAgent, uniqueEmail } from '../support/api';
import { newOperator, type TestOperator } from '../support/tasks';

const idp = () => inject('localIdp');

const sign = async (operator: TestOperator, overrides: { iss?: string; aud?: string; exp?: number; token_use?: string } = {}, key?: CryptoKey) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ 'cognito:username': operator.id, email: operator.email, token_use: overrides.token_use ?? 'id' })
    .setProtectedHeader({ alg: 'RS256', kid: idp().keyId })
    .setIssuer(overrides.iss ?? idp().issuer)
    .setAudience(overrides.aud ?? idp().audience)
    .setIssuedAt(now - 60)
    .setExpirationTime(overrides.exp ?? now + 600)
    .sign(key ?? (await importPKCS8(idp().privateKey, 'RS256')));
};

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const earnings = (token: string) => api('GET', '/api/v1/operator/earnings', { headers: { authorization: `Bearer ${token}` } });

describe('POST /api/v1/operator/register', () => {
  it('registers an operator, KYC approved at once in development, rating at the default, pointing at the acceptable use policy', async () => {
    const email = uniqueEmail('op');
    const { status, body } = await api('POST', '/api/v1/operator/register', {
      body: { name: 'Ada Field', email, phone: '+1 555 0100', skills: ['photo', 'delivery'] },
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      operator_id: expect.stringMatching(/^op_/),
      name: 'Ada Field',
      email,
      kyc_status: 'APPROVED',
      rating: 5,
      acceptable_use_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/acceptable-use$/),
    });
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const email = uniqueEmail('op');
    await api('POST', '/api/v1/operator/register', { body: { name: 'A', email } });
    const { status, body } = await api('POST', '/api/v1/operator/register', { body: { name: 'B', email: email.toUpperCase() } });
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'An operator with this email already exists' });
  });

  it('answers 400 naming the field the body lacks', async () => {
    const { status, body } = await api('POST', '/api/v1/operator/register', { body: { email: 'x@example.com' } });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'name is required' });
  });
});

describe('Signing in through the user pool (the local emulator, as the app does)', () => {
  const userPool = async () => {
    const config = (await (await fetch(`${inject('baseUrl')}/app-config.json`)).json()) as {
      region: string;
      userPoolClientId: string;
      cognitoEndpoint: string;
    };
    return {
      client: new CognitoIdentityProviderClient({ region: config.region, endpoint: config.cognitoEndpoint }),
      clientId: config.userPoolClientId,
    };
  };
  const mailTo = async (email: string, subject: string) => {
    const { body } = await api('GET', `/dev/emails?to=${encodeURIComponent(email)}`);
    return (body.data as { subject: string; text: string }[]).filter((mail) => mail.subject === subject).at(-1)?.text ?? '';
  };
  const me = (token: string) => api('GET', '/api/v1/operator/me', { headers: { authorization: `Bearer ${token}` } });

  it('signs in with the emailed temporary password, sets a password, and the API accepts the ID token and its refreshed successor', async () => {
    const email = uniqueEmail('op');
    const registered = await api('POST', '/api/v1/operator/register', { body: { name: 'Ada Field', email } });
    const temporary = /temporary password: (\S+)/.exec(await mailTo(email, 'Your Handoff operator login'))?.[1];
    expect(temporary).toBeDefined();
    const { client, clientId } = await userPool();

    const first = await client.send(
      new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: temporary! } }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(first.ChallengeParameters?.USER_ID_FOR_SRP).toBe(registered.body.operator_id);
    const signedIn = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: first.ChallengeParameters!.USER_ID_FOR_SRP!, NEW_PASSWORD: 'Correct-Horse-Battery-9!' },
      }),
    );
    const profile = await me(signedIn.AuthenticationResult!.IdToken!);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      operator_id: registered.body.operator_id,
      name: 'Ada Field',
      email,
      kyc_status: 'APPROVED',
      kyc_reason: null,
      kyc_submitted_at: null,
      rating: 5,
      open_claims: [],
      created_at: expect.stringMatching(ISO_MILLIS),
    });

    const refreshed = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: signedIn.AuthenticationResult!.RefreshToken! },
      }),
    );
    expect((await me(refreshed.AuthenticationResult!.IdToken!)).status).toBe(200);
  });

  it('no longer refreshes with a refresh token revoked at sign-out (RevokeToken, as the app signs out)', async () => {
    const email = uniqueEmail('op');
    await api('POST', '/api/v1/operator/register', { body: { name: 'Di Revoke', email } });
    const temporary = /temporary password: (\S+)/.exec(await mailTo(email, 'Your Handoff operator login'))?.[1];
    const { client, clientId } = await userPool();
    const first = await client.send(
      new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: temporary! } }),
    );
    const signedIn = await client.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: first.Session,
        ChallengeResponses: { USERNAME: first.ChallengeParameters!.USER_ID_FOR_SRP!, NEW_PASSWORD: 'Correct-Horse-Battery-9!' },
      }),
    );
    const refresh = () =>
      client.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: signedIn.AuthenticationResult!.RefreshToken! },
        }),
      );
    expect((await refresh()).AuthenticationResult?.IdToken).toBeDefined();
    await client.send(new RevokeTokenCommand({ ClientId: clientId, Token: signedIn.AuthenticationResult!.RefreshToken! }));
    await expect(refresh()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('resets a forgotten password with the code from the mail', async () => {
    const email = uniqueEmail('op');
    await api('POST', '/api/v1/operator/register', { body: { name: 'Bo Reset', email } });
    const { client, clientId } = await userPool();
    await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
    const code = /code is (\S+)/.exec(await mailTo(email, 'Reset your Handoff password'))?.[1];
    expect(code).toBeDefined();
    await client.send(
      new ConfirmForgotPasswordCommand({ ClientId: clientId, Username: email, ConfirmationCode: code!, Password: 'Another-Horse-7!' }),
    );
    const signedIn = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Another-Horse-7!' },
      }),
    );
    expect((await me(signedIn.AuthenticationResult!.IdToken!)).status).toBe(200);
  });

  it('refuses a wrong password in the user pool’s words', async () => {
    const email = uniqueEmail('op');
    await api('POST', '/api/v1/operator/register', { body: { name: 'Cy Wrong', email } });
    const { client, clientId } = await userPool();
    await expect(
      client.send(
        new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'not-it' } }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('POST /dev/operator-token', () => {
  it('issues a token for a registered operator that the operator routes accept', async () => {
    const operator = await newOperator();
    const { status } = await earnings(operator.token);
    expect(status).toBe(200);
  });

  it('answers 404 for an unknown email', async () => {
    const { status, body } = await api('POST', '/dev/operator-token', { body: { email: uniqueEmail('ghost') } });
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Operator not found' });
  });
});

describe('Operator authentication', () => {
  it('answers 401 Missing bearer token without a token', async () => {
    const { status, body } = await api('GET', '/api/v1/operator/earnings');
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Missing bearer token' });
  });

  it('accepts a well-formed token signed by the identity provider', async () => {
    const operator = await newOperator();
    expect((await earnings(await sign(operator))).status).toBe(200);
  });

  it.each([
    ['expired', async (op: TestOperator) => sign(op, { exp: Math.floor(Date.now() / 1000) - 10 })],
    ['from the wrong issuer', async (op: TestOperator) => sign(op, { iss: 'https://evil.example.com' })],
    ['for the wrong audience', async (op: TestOperator) => sign(op, { aud: 'someone-else' })],
    ['an access token instead of an ID token', async (op: TestOperator) => sign(op, { token_use: 'access' })],
    ['signed by another key', async (op: TestOperator) => sign(op, {}, (await generateKeyPair('RS256')).privateKey as CryptoKey)],
    [
      'tampered with after signing',
      async (op: TestOperator) => {
        const [header, , signature] = (await sign(op)).split('.');
        const payload = b64url({ 'cognito:username': 'op_someone_else', iss: idp().issuer, aud: idp().audience, token_use: 'id', exp: 9999999999 });
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      "with alg 'none'",
      async (op: TestOperator) =>
        `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ 'cognito:username': op.id, iss: idp().issuer, aud: idp().audience, token_use: 'id', exp: 9999999999 })}.`,
    ],
    ['unsigned', async (op: TestOperator) => (await sign(op)).split('.').slice(0, 2).join('.')],
    ['not a JWT at all', async () => 'garbage'],
  ])('answers 401 to a token %s', async (_label, makeToken) => {
    const operator = await newOperator();
    const { status, body } = await earnings(await makeToken(operator));
    expect(status).toBe(401);
    expect(body).toEqual({ error: 'Invalid or expired token' });
  });

  it('refuses an agent API key on an operator route, and an operator token on an agent route', async () => {
    const [agent, operator] = [await registerAgent(), await newOperator()];
    const agentOnOperator = await api('GET', '/api/v1/operator/earnings', { apiKey: agent.apiKey });
    expect(agentOnOperator.status).toBe(401);
    const operatorOnAgent = await api('GET', '/api/v1/agents/me', { headers: { authorization: `Bearer ${operator.token}` } });
    expect(operatorOnAgent.status).toBe(401);
    expect(operatorOnAgent.body).toEqual({ error: 'Missing API key' });
  });
});

describe('POST /api/v1/admin/operators/{id}/kyc', () => {
  const admin = () => ({ 'x-admin-key': inject('adminKey') });

  it('records a KYC decision that the operator routes then enforce', async () => {
    const operator = await newOperator();

    const { status, body } = await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, {
      headers: admin(),
      body: { decision: 'REJECTED', reason: 'Document unreadable' },
    });

    expect(status).toBe(200);
    expect(body).toEqual({ operator_id: operator.id, kyc_status: 'REJECTED', kyc_decided_at: expect.any(String) });
  });

  it('answers 401 without the admin key or with a wrong one', async () => {
    const operator = await newOperator();
    for (const headers of [{}, { 'x-admin-key': 'wrong' }] as Record<string, string>[]) {
      const { status, body } = await api('POST', `/api/v1/admin/operators/${operator.id}/kyc`, { headers, body: { decision: 'APPROVED' } });
      expect(status).toBe(401);
      expect(body).toEqual({ error: 'Invalid admin key' });
    }
  });

  it('answers 404 for an unknown operator and 400 for an unknown decision', async () => {
    const missing = await api('POST', '/api/v1/admin/operators/op_nobody/kyc', { headers: admin(), body: { decision: 'APPROVED' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Operator not found' });
    const invalid = await api('POST', '/api/v1/admin/operators/op_nobody/kyc', { headers: admin(), body: { decision: 'MAYBE' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ error: 'decision must be one of APPROVED, REJECTED' });
  });
});
