import { CfnOutput, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRecovery, FeaturePlan, Mfa, UserPool, UserPoolEmail, type IUserPool, type IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

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
   * `invitationsFrom`: an SES-verified sender the pool's mail (the invitation with the temporary
   * password, codes) goes out from, in the stack's Region. None: Cognito's own mail, which is capped
   * at a few dozen messages a day and fine for a test stage only.
   */
  constructor(scope: Construct, id: string, { invitationsFrom }: { invitationsFrom?: string } = {}) {
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
      ...(invitationsFrom ? { email: UserPoolEmail.withSES({ fromEmail: invitationsFrom, fromName: 'Handoff' }) } : {}),
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false }, // TOTP only: SMS costs money and can be hijacked
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Lite has all of the above; threat protection (Plus) is billed per active user.
      featurePlan: FeaturePlan.LITE,
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
