import { config } from '../../settings';
import type { Operator } from '../../core/operators';
import { lazyAwsClient } from '../../logging/aws-clients';

/** Cognito's SDK, imported at its first use: operator registration loads without it. */
const sdk = () => import('@aws-sdk/client-cognito-identity-provider');

const cognito = lazyAwsClient(() =>
  sdk().then(
    ({ CognitoIdentityProviderClient }) => new CognitoIdentityProviderClient(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
  ),
);

/**
 * Gives a newly registered operator a login. In AWS: a Cognito user whose username is the
 * operator_id (tokens carry it as `cognito:username`); Cognito mails a temporary password.
 * Locally the same call goes to the local stack's user-pool emulator (COGNITO_ENDPOINT), whose
 * temporary-password mail is captured like the service's own.
 */
export const provisionOperatorLogin = async (operator: Operator): Promise<void> => {
  if (!config.cognitoUserPoolId) return;
  const { AdminCreateUserCommand } = await sdk();
  await (await cognito()).send(
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
