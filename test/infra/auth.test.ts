import { describe, expect, it } from 'vitest';
import { handlerOf, importOfArn, importOfRef, synthesize } from './synth';

const OPERATOR_PROVISIONERS = ['contexts/accounts/operators/api/register-operator'];
/** The payout request asks the pool whether the operator set up an authenticator app. */
const MFA_READERS = ['contexts/money/payouts/api/payout'];

describe('Operator auth: the Cognito user pool and its client', () => {
  const { data, ofType, statementsOf } = synthesize();
  const [poolId] = data.idsOfType('AWS::Cognito::UserPool').filter((id) => id.startsWith('OperatorAuth'));
  const [clientId] = data.idsOfType('AWS::Cognito::UserPoolClient').filter((id) => id.startsWith('OperatorAuth'));
  const pool = data.byRef(poolId!);
  const client = data.byRef(clientId!);
  const functions = ofType('AWS::Lambda::Function');

  it("keeps the operators' user pool with one client, and the staff's apart, in the stateful data stack", () => {
    expect(data.idsOfType('AWS::Cognito::UserPool')).toHaveLength(2);
    expect(data.idsOfType('AWS::Cognito::UserPoolClient')).toHaveLength(2);
    expect(client.Properties.UserPoolId).toEqual({ Ref: poolId });
    expect(ofType('AWS::Cognito::UserPool')).toEqual([]);
  });

  it('lets nobody sign up on their own: the service creates each login at registration', () => {
    expect(pool.Properties.AdminCreateUserConfig).toEqual({ AllowAdminCreateUserOnly: true });
  });

  it('signs operators in by email (case-insensitively) while the username stays the operator_id', () => {
    expect(pool.Properties.AliasAttributes).toEqual(['email']);
    expect(pool.Properties.UsernameAttributes).toBeUndefined();
    expect(pool.Properties.UsernameConfiguration).toEqual({ CaseSensitive: false });
  });

  it('requires an email and verifies it automatically', () => {
    expect(pool.Properties.Schema).toContainEqual(expect.objectContaining({ Name: 'email', Required: true }));
    expect(pool.Properties.AutoVerifiedAttributes).toEqual(['email']);
  });

  it('demands strong passwords: 12+ characters of all four kinds', () => {
    expect(pool.Properties.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: 12,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    });
  });

  it('offers optional TOTP MFA, never SMS', () => {
    expect(pool.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it('recovers accounts by verified email only', () => {
    expect(pool.Properties.AccountRecoverySetting).toEqual({ RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] });
  });

  it('stays on the Lite plan: no per-user charge for threat protection', () => {
    expect(pool.Properties.UserPoolTier).toBe('LITE');
    expect(pool.Properties.UserPoolAddOns).toBeUndefined();
  });

  it('survives stack deletion, replacement and an accidental DeleteUserPool', () => {
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(pool.UpdateReplacePolicy).toBe('Retain');
    expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
  });

  it('gives the operator app a public client: no secret, password sign-in (the flow the app and the local emulator share) or SRP, no OAuth', () => {
    expect(client.Properties.GenerateSecret).toBe(false);
    expect(client.Properties.ExplicitAuthFlows.sort()).toEqual(['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH']);
    expect(client.Properties.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(client.Properties.CallbackURLs).toBeUndefined();
  });

  it('issues one-hour ID and access tokens and 30-day refresh tokens', () => {
    expect(client.Properties).toMatchObject({
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('does not reveal whether an operator exists', () => {
    expect(client.Properties.PreventUserExistenceErrors).toBe('ENABLED');
  });

  it('outputs the user pool id and client id', () => {
    const outputs = data.template.toJSON().Outputs;
    expect(outputs.UserPoolId.Value).toEqual({ Ref: poolId });
    expect(outputs.UserPoolClientId.Value).toEqual({ Ref: clientId });
  });

  it("tells every function the pool's issuer, JWKS and client, so the middleware can verify operator JWTs", () => {
    const issuer = { 'Fn::Join': ['', ['https://cognito-idp.us-east-1.amazonaws.com/', importOfRef(poolId!)]] };
    const jwks = { 'Fn::Join': ['', ['https://cognito-idp.us-east-1.amazonaws.com/', importOfRef(poolId!), '/.well-known/jwks.json']] };
    expect(functions.length).toBeGreaterThan(1);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables, handlerOf(fn)).toMatchObject({
        OPERATOR_JWT_ISSUER: issuer,
        OPERATOR_JWKS_URI: jwks,
        OPERATOR_JWT_AUDIENCE: importOfRef(clientId!),
        COGNITO_USER_POOL_ID: importOfRef(poolId!),
      });
    }
  });

  it('lets only the registration function create logins and the payout request read MFA settings, on this pool alone', () => {
    for (const fn of functions) {
      // The staff invitation's grant is on the staff pool (its own test below).
      const cognito = statementsOf(fn).filter(
        (statement) => JSON.stringify(statement.Action).includes('cognito-idp') && !JSON.stringify(statement.Resource).includes('StaffAuth'),
      );
      const expected = [
        ...(OPERATOR_PROVISIONERS.includes(handlerOf(fn))
          ? [{ Effect: 'Allow', Action: 'cognito-idp:AdminCreateUser', Resource: importOfArn(poolId!) }]
          : []),
        ...(MFA_READERS.includes(handlerOf(fn)) ? [{ Effect: 'Allow', Action: 'cognito-idp:AdminGetUser', Resource: importOfArn(poolId!) }] : []),
      ];
      expect(cognito, handlerOf(fn)).toEqual(expected);
    }
    expect(functions.filter((fn) => OPERATOR_PROVISIONERS.includes(handlerOf(fn)))).toHaveLength(OPERATOR_PROVISIONERS.length);
    expect(functions.filter((fn) => MFA_READERS.includes(handlerOf(fn)))).toHaveLength(MFA_READERS.length);
  });
});

describe("Staff auth: the back office's own user pool", () => {
  const { data, ofType, statementsOf } = synthesize();
  const [poolId] = data.idsOfType('AWS::Cognito::UserPool').filter((id) => id.startsWith('StaffAuth'));
  const [clientId] = data.idsOfType('AWS::Cognito::UserPoolClient').filter((id) => id.startsWith('StaffAuth'));
  const pool = data.byRef(poolId!);
  const functions = ofType('AWS::Lambda::Function');

  it('invites staff only through the service, with its own invitation mail, and keeps the pool', () => {
    expect(pool.Properties.AdminCreateUserConfig).toMatchObject({
      AllowAdminCreateUserOnly: true,
      InviteMessageTemplate: { EmailSubject: 'Your Handoff back-office login', EmailMessage: expect.stringContaining('{####}') },
    });
    expect(pool.DeletionPolicy).toBe('Retain');
    expect(data.byRef(clientId!).Properties).toMatchObject({ UserPoolId: { Ref: poolId }, GenerateSecret: false });
  });

  it('requires TOTP of every staff login, never SMS (set up at the first sign-in)', () => {
    expect(pool.Properties.MfaConfiguration).toBe('ON');
    expect(pool.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
  });

  it("gives every function the staff pool's issuer and client, which are not the operators'", () => {
    for (const fn of functions) {
      const env = fn.Properties.Environment.Variables;
      expect(env.STAFF_JWT_AUDIENCE, handlerOf(fn)).toEqual(importOfRef(clientId!));
      expect(env.STAFF_JWT_AUDIENCE).not.toEqual(env.OPERATOR_JWT_AUDIENCE);
      expect(env.STAFF_USER_POOL_ID).toEqual(importOfRef(poolId!));
    }
  });

  it('lets only the staff invitation create staff logins', () => {
    for (const fn of functions) {
      const creates = statementsOf(fn).some(
        (statement: { Action: string | string[]; Resource: unknown }) =>
          [statement.Action].flat().includes('cognito-idp:AdminCreateUser') && JSON.stringify(statement.Resource).includes(poolId!),
      );
      expect(creates, handlerOf(fn)).toBe(handlerOf(fn) === 'contexts/accounts/staff/api/create-admin');
    }
  });

  it('lets only the KYC upload, submit and staff queue touch the kyc/ prefix', () => {
    const onKyc = (fn: (typeof functions)[number]) =>
      statementsOf(fn)
        .filter((statement: { Resource: unknown }) => JSON.stringify(statement.Resource).includes('/kyc/*'))
        .flatMap((statement: { Action: string | string[] }) => [statement.Action].flat());
    const granted = Object.fromEntries(functions.map((fn) => [handlerOf(fn), onKyc(fn)]).filter(([, actions]) => (actions as string[]).length));
    expect(granted).toEqual({
      'contexts/accounts/operators/api/kyc-document': ['s3:PutObject'],
      'contexts/accounts/operators/api/kyc-submit': ['s3:GetObject'],
      'contexts/accounts/staff/api/kyc-queue': ['s3:GetObject'],
    });
  });
});
