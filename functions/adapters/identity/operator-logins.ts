import type { Operator } from '../../contexts/accounts/operators/domain';
import type { StaffAccount } from '../../contexts/accounts/staff/domain';
import { lazyAwsClient } from '../../platform/logging/aws-clients';
import { config } from '../../platform/settings';

/** Cognito's SDK, imported at its first use: operator registration loads without it. */
const sdk = () => import('@aws-sdk/client-cognito-identity-provider');

const cognito = lazyAwsClient(() =>
  sdk().then(
    ({ CognitoIdentityProviderClient }) => new CognitoIdentityProviderClient(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
  ),
);

/** A Cognito user in `userPoolId` named `username` with a verified email; Cognito mails its temporary password. */
const createLogin = async (userPoolId: string, username: string, email: string): Promise<void> => {
  const { AdminCreateUserCommand } = await sdk();
  await (await cognito()).send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: username,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
      DesiredDeliveryMediums: ['EMAIL'],
    }),
  );
};

/**
 * Gives a newly registered operator a login. In AWS: a Cognito user whose username is the
 * operator_id (tokens carry it as `cognito:username`); Cognito mails a temporary password.
 * Locally the same call goes to the local stack's user-pool emulator (COGNITO_ENDPOINT), whose
 * temporary-password mail is captured like the service's own.
 */
export const provisionOperatorLogin = async (operator: Operator): Promise<void> => {
  if (!config.cognitoUserPoolId) return;
  await createLogin(config.cognitoUserPoolId, operator.operator_id, operator.email);
};

/**
 * Whether the operator's login has an authenticator app (TOTP) set up and verified: Cognito then
 * lists SOFTWARE_TOKEN_MFA among the user's MFA settings. No pool, or no such login: none.
 */
export const hasAuthenticatorApp = async (operatorId: string): Promise<boolean> => {
  if (!config.cognitoUserPoolId) return false;
  const { AdminGetUserCommand, UserNotFoundException } = await sdk();
  try {
    const user = await (await cognito()).send(new AdminGetUserCommand({ UserPoolId: config.cognitoUserPoolId, Username: operatorId }));
    return user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
  } catch (error) {
    if (error instanceof UserNotFoundException) return false;
    throw error;
  }
};

/**
 * Gives a new staff member a back-office login in the staff pool (username = admin_id): the
 * invitation with the temporary password is Cognito's mail; the first sign-in sets a password.
 */
export const provisionStaffLogin = async (staff: StaffAccount): Promise<void> => {
  if (!config.staffUserPoolId) throw new Error('No staff user pool is configured (STAFF_USER_POOL_ID)');
  await createLogin(config.staffUserPoolId, staff.admin_id, staff.email);
};
