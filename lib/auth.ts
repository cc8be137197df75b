import { CfnOutput, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  type IUserPool,
  type IUserPoolClient,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  type UserPoolProps,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

/** How the production pool mails its invitations: from an SES-verified sender, verified as an address or by its domain. */
export interface Invitations {
  readonly from: string;
  readonly identity: 'address' | 'domain';
}

/**
 * What both login pools (operators, staff) are: no self sign-up, sign-in by email, strong
 * passwords, TOTP (required with `mfa`, else each login's choice), recovery by email, kept when the stack goes.
 */
const loginPoolProps = ({
  invitations,
  threatProtection,
  invitation,
  mfa = Mfa.OPTIONAL,
}: {
  invitations?: Invitations;
  threatProtection?: boolean;
  invitation?: { emailSubject: string; emailBody: string };
  mfa?: Mfa;
}): UserPoolProps => ({
  selfSignUpEnabled: false,
  // Logins sign in with their email; the username stays the id the service assigns.
  signInAliases: { username: true, email: true },
  // 'Ana@x.com' and 'ana@x.com' are one login. Fixed at creation: it cannot change later.
  signInCaseSensitive: false,
  standardAttributes: { email: { required: true, mutable: true } },
  autoVerify: { email: true },
  passwordPolicy: {
    minLength: 12,
    requireLowercase: true,
    requireUppercase: true,
    requireDigits: true,
    requireSymbols: true,
  },
  ...(invitations
    ? {
        email: UserPoolEmail.withSES({
          fromEmail: invitations.from,
          fromName: 'Handoff',
          ...(invitations.identity === 'domain' ? { sesVerifiedDomain: invitations.from.split('@')[1] } : {}),
        }),
      }
    : {}),
  ...(invitation ? { userInvitation: invitation } : {}),
  mfa,
  mfaSecondFactor: { otp: true, sms: false }, // TOTP only: SMS costs money and can be hijacked
  accountRecovery: AccountRecovery.EMAIL_ONLY,
  // Threat protection needs the Plus plan (billed per active user): production only; Lite has all the rest.
  ...(threatProtection
    ? { featurePlan: FeaturePlan.PLUS, standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }
    : { featurePlan: FeaturePlan.LITE }),
  // Losing a pool would lock every login out.
  deletionProtection: true,
  removalPolicy: RemovalPolicy.RETAIN,
});

/** A public client (a web app): no secret, USER_PASSWORD_AUTH (what the local emulator has) and SRP, tokens an hour. */
const addWebClient = (userPool: UserPool, id: string): IUserPoolClient =>
  userPool.addClient(id, {
    generateSecret: false,
    authFlows: { userSrp: true, userPassword: true },
    // No hosted UI or OAuth redirects: CDK would otherwise enable them with a placeholder URL.
    disableOAuth: true,
    idTokenValidity: Duration.hours(1),
    accessTokenValidity: Duration.hours(1),
    refreshTokenValidity: Duration.days(30),
    preventUserExistenceErrors: true,
  });

/**
 * The operators' Cognito user pool and their app client. Stateful (it holds the logins),
 * so it lives in the data stack; the API stack gets it as typed props.
 *
 * The service creates each login with AdminCreateUser at registration (username = the
 * operator_id it assigns, email as an attribute), so nobody signs up on their own.
 */
export class OperatorAuth extends Construct {
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;

  /**
   * `invitations`: the production stage's. An SES-verified sender the pool's mail (the invitation
   * with the temporary password, codes) goes out from, in the stack's Region; Cognito names the SES
   * identity in the pool (the address's, or with `domain` its domain's) and refuses the pool when
   * that identity is not verified. None: Cognito's own mail, capped at a few dozen messages a day,
   * fine for a test stage only.
   * `threatProtection` (production): the Plus plan's threat protection, full function: sign-ins from
   * unusual places or with leaked passwords are challenged or blocked.
   */
  constructor(scope: Construct, id: string, { invitations, threatProtection }: { invitations?: Invitations; threatProtection?: boolean } = {}) {
    super(scope, id);
    const userPool = new UserPool(this, 'UserPool', loginPoolProps({ invitations, threatProtection }));
    this.userPool = userPool;

    // The operator app signs in with USER_PASSWORD_AUTH (the password goes over TLS to Cognito only).
    this.client = addWebClient(userPool, 'OperatorClient');

    new CfnOutput(this, 'UserPoolId', { key: 'UserPoolId', value: userPool.userPoolId, description: 'Operators user pool' });
    new CfnOutput(this, 'UserPoolClientId', {
      key: 'UserPoolClientId',
      value: this.client.userPoolClientId,
      description: 'App client operators sign in with',
    });
  }
}

/**
 * The back office's staff: a user pool of their own (its own issuer and client, so no operator's
 * token passes for staff), whose users the service creates at `POST /admin/admins` (username = the
 * admin_id); Cognito mails the invitation with the temporary password, and the first sign-in at
 * /admin/ sets a password and an authenticator app: staff resolve disputes and approve identities,
 * so a password alone never signs one in (TOTP required; Cognito's MFA_SETUP challenge at the first
 * sign-in, SOFTWARE_TOKEN_MFA at each one after).
 */
export class StaffAuth extends Construct {
  readonly userPool: IUserPool;
  readonly client: IUserPoolClient;

  constructor(scope: Construct, id: string, { invitations, threatProtection }: { invitations?: Invitations; threatProtection?: boolean } = {}) {
    super(scope, id);
    const userPool = new UserPool(
      this,
      'UserPool',
      loginPoolProps({
        invitations,
        threatProtection,
        mfa: Mfa.REQUIRED,
        invitation: {
          emailSubject: 'Your Handoff back-office login',
          emailBody:
            'You are invited to the Handoff back office (/admin/). Sign in with your email and this temporary password: {####}' +
            ' (username {username}). You will choose your own password when you first sign in.',
        },
      }),
    );
    this.userPool = userPool;
    this.client = addWebClient(userPool, 'BackOfficeClient');
    new CfnOutput(this, 'StaffUserPoolClientId', {
      key: 'StaffUserPoolClientId',
      value: this.client.userPoolClientId,
      description: 'App client staff sign in with',
    });
  }
}

/** The issuer in Cognito's tokens; aws-jwt-verify checks `iss` against it. */
export const cognitoIssuer = (region: string, userPoolId: string): string => `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
