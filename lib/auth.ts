import { CfnOutput, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  type IUserPool,
  type IUserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

/**
 * The operators' Cognito user pool and their app client. Stateful (it holds the logins),
 * so it lives in the data stack; the API stack gets it as typed props.
 *
 * The service creates each login with AdminCreateUser at registration (username = the
 * operator_id it assigns, email as an attribute), so nobody signs up on their own.
 */
/** How the production pool mails its invitations: from an SES-verified sender, verified as an address or by its domain. */
export interface Invitations {
  readonly from: string;
  readonly identity: 'address' | 'domain';
}

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
    const userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      // Operators sign in with their email; the username stays the service's operator_id.
      signInAliases: { username: true, email: true },
      // 'Ana@x.com' and 'ana@x.com' are one operator. Fixed at creation: it cannot change later.
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
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false }, // TOTP only: SMS costs money and can be hijacked
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Threat protection needs the Plus plan (billed per active user): production only; Lite has all the rest.
      ...(threatProtection
        ? { featurePlan: FeaturePlan.PLUS, standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }
        : { featurePlan: FeaturePlan.LITE }),
      // Losing the pool would lock every operator out of their earnings.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.userPool = userPool;

    // A public client (the operator app): no secret. The app signs in with USER_PASSWORD_AUTH (the
    // password goes over TLS to Cognito only), the flow the local user-pool emulator also has: it has
    // no SRP. SRP stays allowed for clients that prefer it.
    this.client = userPool.addClient('OperatorClient', {
      generateSecret: false,
      authFlows: { userSrp: true, userPassword: true },
      // No hosted UI or OAuth redirects: CDK would otherwise enable them with a placeholder URL.
      disableOAuth: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
    });

    new CfnOutput(this, 'UserPoolId', { key: 'UserPoolId', value: userPool.userPoolId, description: 'Operators user pool' });
    new CfnOutput(this, 'UserPoolClientId', {
      key: 'UserPoolClientId',
      value: this.client.userPoolClientId,
      description: 'App client operators sign in with',
    });
  }
}

/** The issuer in Cognito's tokens; aws-jwt-verify checks `iss` against it. */
export const cognitoIssuer = (region: string, userPoolId: string): string => `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
