import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../../settings';
import type { Operator } from '../../core/operators';

let cognito: CognitoIdentityProviderClient | undefined;

/**
 * Gives a newly registered operator a login. In AWS: a Cognito user whose username is the
 * operator_id (tokens carry it as `cognito:username`); Cognito mails a temporary password.
 * Locally there is no user pool: tokens come from POST /dev/operator-token.
 */
export const provisionOperatorLogin = async (operator: Operator): Promise<void> => {
  if (!config.cognitoUserPoolId) return;
  cognito ??= new CognitoIdentityProviderClient({});
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: config.cognitoUserPoolId,
      Username: operator.operator_id,
      UserAttributes: [
        { Name: 'email', Value: operator.email },
        { Name: 'email_verified', Value: 'true' },
      ],
      DesiredDeliveryMediums: ['EMAIL'],
    }),
  );
};
