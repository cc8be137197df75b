import {
  AssociateSoftwareTokenCommand,
  CodeMismatchException,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  NotAuthorizedException,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from '../../local/stack';
import { TEST_TIMER_SWEEP_MS } from '../support/stack-env';
import type { TestOperator } from '../support/tasks';

/**
 * A stack of this file's own with payouts guarded as deployed: an authenticator app (TOTP) set up
 * before the first payout (PAYOUT_REQUIRES_MFA=1), and a new payout address waiting out its
 * cooldown (24 hours, the default). The operators enrol TOTP through the local user pool as the app does.
 */
let stack: LocalStack;
let support: typeof import('../support/tasks') & typeof import('../support/api');

const ADDRESS_A = '0x52908400098527886E0F7030069857D2E4169EE7';
const ADDRESS_B = '0x8617E340B3D01FA5F11F306F4090FD50E238070D'.toLowerCase();
const ADDRESS_C = '0xde709f2102306220921060314715629080e2fb77';
const PASSWORD = 'Correct-Horse-Battery-9!';
const ADDRESS_MAIL = 'Handoff: your payout address is changing';

/** The code an authenticator app shows now for `secret` (RFC 6238: SHA-1, 6 digits, 30 s, as Cognito's). */
const totp = (secret: string) => generateSync({ secret, algorithm: 'sha1', digits: 6, period: 30 });

const userPool = async () => {
  const config = (await (await fetch(`${stack.url}/app-config.json`)).json()) as {
    region: string;
    userPoolClientId: string;
    cognitoEndpoint: string;
  };
  return {
    client: new CognitoIdentityProviderClient({ region: config.region, endpoint: config.cognitoEndpoint }),
    clientId: config.userPoolClientId,
  };
};

const mailsTo = async (email: string, subject: string) => {
  const { body } = await support.api('GET', `/dev/emails?to=${encodeURIComponent(email)}`);
  return (body.data as { subject: string; text: string }[]).filter((mail) => mail.subject === subject);
};

/** Signs the operator in with the mailed temporary password and sets a password: the user pool's tokens. */
const firstSignIn = async (operator: TestOperator) => {
  const { client, clientId } = await userPool();
  const [invitation] = await mailsTo(operator.email, 'Your Handoff operator login');
  const temporary = /temporary password: (\S+)/.exec(invitation!.text)![1]!;
  const first = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: operator.email, PASSWORD: temporary },
    }),
  );
  const answered = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: first.Session,
      ChallengeResponses: { USERNAME: first.ChallengeParameters!.USER_ID_FOR_SRP!, NEW_PASSWORD: PASSWORD },
    }),
  );
  return answered.AuthenticationResult!;
};

/** Sets up an authenticator app as the app's screen does: associate, verify the first code, prefer it. Its secret. */
const enrolTotp = async (accessToken: string): Promise<string> => {
  const { client } = await userPool();
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  const verified = await client.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totp(SecretCode!), FriendlyDeviceName: 'phone' }),
  );
  expect(verified.Status).toBe('SUCCESS');
  await client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return SecretCode!;
};

/** An operator with `dollars` available and an authenticator app set up. */
const enrolledOperator = async (dollars: number) => {
  const operator = await support.newOperator();
  await support.operatorEarns(operator, dollars);
  await enrolTotp((await firstSignIn(operator)).AccessToken!);
  return operator;
};

const payout = (operator: TestOperator, amount: number, address: string) =>
  support.api('POST', '/api/v1/operator/payout', support.asOperator(operator, { amount_usd: amount, wallet_address: address }));

/** Time passes for the operator's new payout address: its cooldown ends now. */
const cooldownOver = async (operatorId: string) => {
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { ddb, TABLE_NAME } = await import('../../functions/platform/table/client');
  const { payoutsKeys } = await import('../../functions/contexts/money/payouts/store/keys');
  await ddb.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: payoutsKeys.payoutAddress(operatorId),
      UpdateExpression: 'SET pending_usable_at = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }),
  );
};

const usableFrom = (answer: { status: number; body: { error?: string } }) => {
  expect(answer.status).toBe(403);
  const at = /^New payout address usable from (\S+)$/.exec(answer.body.error ?? '')?.[1];
  expect(at).toBeDefined();
  return at!;
};

beforeAll(async () => {
  process.env.PAYOUT_REQUIRES_MFA = '1';
  stack = await startLocalStack({ port: 0, inMemory: true, tableName: 'handoff-payout-safeguards', timerSweepMs: TEST_TIMER_SWEEP_MS });
  // Loaded after the stack set the variables, so the store modules talk to this stack's table.
  support = { ...(await import('../support/api')), ...(await import('../support/tasks')) };
  support.useStack(stack.url);
});

afterAll(async () => {
  delete process.env.PAYOUT_REQUIRES_MFA;
  await stack?.stop();
});

describe('Payouts need an authenticator app (PAYOUT_REQUIRES_MFA=1)', () => {
  it('refuses a payout with 403 until the operator set up TOTP, then pays out', async () => {
    const operator = await support.newOperator();
    await support.operatorEarns(operator, 20);

    expect(await payout(operator, 10, ADDRESS_A)).toMatchObject({
      status: 403,
      body: { error: 'Two-factor authentication (an authenticator app) required before requesting payouts' },
    });
    const tokens = await firstSignIn(operator);
    // Associated but not verified is not set up.
    const { client } = await userPool();
    await client.send(new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken! }));
    expect((await payout(operator, 10, ADDRESS_A)).status).toBe(403);

    await enrolTotp(tokens.AccessToken!);

    const paid = await payout(operator, 10, ADDRESS_A);
    expect(paid.status).toBe(201);
    expect((await support.api('GET', '/api/v1/operator/earnings', support.asOperator(operator))).body.available_balance).toBe(10);
  });

  it('asks for the code at sign-in once TOTP is set up, and signs in only with a right one', async () => {
    const operator = await support.newOperator();
    const secret = await enrolTotp((await firstSignIn(operator)).AccessToken!);
    const { client, clientId } = await userPool();

    const challenged = await client.send(
      new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: operator.email, PASSWORD } }),
    );
    expect(challenged.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenged.AuthenticationResult).toBeUndefined();
    const answer = (code: string) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challenged.Session,
          ChallengeResponses: { USERNAME: challenged.ChallengeParameters!.USER_ID_FOR_SRP!, SOFTWARE_TOKEN_MFA_CODE: code },
        }),
      );
    const wrong = totp(secret) === '000000' ? '111111' : '000000';
    await expect(answer(wrong)).rejects.toBeInstanceOf(CodeMismatchException);
    // A right code without the session of a sign-in that passed the password is no sign-in.
    const skipped = new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: 'made-up',
      ChallengeResponses: { USERNAME: operator.id, SOFTWARE_TOKEN_MFA_CODE: totp(secret) },
    });
    await expect(client.send(skipped)).rejects.toBeInstanceOf(NotAuthorizedException);

    const signedIn = await answer(totp(secret));
    const me = await support.api('GET', '/api/v1/operator/me', { headers: { authorization: `Bearer ${signedIn.AuthenticationResult!.IdToken}` } });
    expect(me.body.operator_id).toBe(operator.id);
    // Its session is spent once it signed in.
    await expect(answer(totp(secret))).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('refuses to set up TOTP with a forged access token (the emulator checks the signature Cognito would)', async () => {
    const victim = await support.newOperator();
    const tokens = await firstSignIn(victim);
    const [header, payload] = tokens.AccessToken!.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const { client } = await userPool();
    await expect(client.send(new AssociateSoftwareTokenCommand({ AccessToken: forged }))).rejects.toBeInstanceOf(NotAuthorizedException);
  });
});

describe('A new payout address waits out its cooldown (PAYOUT_ADDRESS_COOLDOWN_HOURS, 24 by default)', () => {
  it('binds the first address at once, refuses a new one until the cooldown ends, and mails the operator once', async () => {
    const operator = await enrolledOperator(60);
    expect((await payout(operator, 10, ADDRESS_A)).status).toBe(201);
    const before = Date.now();

    const usableAt = usableFrom(await payout(operator, 10, ADDRESS_B));

    expect(Date.parse(usableAt) - before).toBeGreaterThan(23.9 * 3_600_000);
    expect(Date.parse(usableAt) - before).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    const [mail, ...more] = await mailsTo(operator.email, ADDRESS_MAIL);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('0x8617…070d');
    expect(mail!.text).toContain('0x5290…9ee7');
    expect(mail!.text).toContain(`from ${usableAt} (UTC)`);
    expect(mail!.text).toContain('If this was not you');
    // The bound address stays usable; asking again for the new one neither restarts its wait nor mails again.
    expect((await payout(operator, 10, ADDRESS_A)).status).toBe(201);
    expect(usableFrom(await payout(operator, 10, ADDRESS_B.toUpperCase().replace('0X', '0x')))).toBe(usableAt);
    expect(await mailsTo(operator.email, ADDRESS_MAIL)).toHaveLength(1);

    await cooldownOver(operator.id);

    const paid = await payout(operator, 10, ADDRESS_B);
    expect(paid).toMatchObject({ status: 201, body: { to_address: ADDRESS_B } });
    // The new address is the bound one now: going back to the old one is a change like any other.
    usableFrom(await payout(operator, 10, ADDRESS_A));
    expect(await mailsTo(operator.email, ADDRESS_MAIL)).toHaveLength(2);
  });

  it('settles two first payouts to different addresses at once: one binds and pays, the other waits', async () => {
    const operator = await enrolledOperator(30);
    const answers = await Promise.all([payout(operator, 10, ADDRESS_A), payout(operator, 10, ADDRESS_C)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403]);
    expect(await mailsTo(operator.email, ADDRESS_MAIL)).toHaveLength(1);
    expect((await support.api('GET', '/api/v1/operator/earnings', support.asOperator(operator))).body.available_balance).toBe(20);
  });

  it('records two parallel changes to one new address once: one usable time, one mail', async () => {
    const operator = await enrolledOperator(30);
    expect((await payout(operator, 10, ADDRESS_A)).status).toBe(201);

    const answers = await Promise.all(Array.from({ length: 4 }, () => payout(operator, 10, ADDRESS_B)));

    expect(new Set(answers.map(usableFrom)).size).toBe(1);
    expect(await mailsTo(operator.email, ADDRESS_MAIL)).toHaveLength(1);
  });
});
