import { devErrors } from '../../functions/contexts/edge/dev/errors';
import type { Area } from '../operation';

const DEV_ONLY =
  'Development only: this endpoint exists only with `APP_ENV=development` and is never deployed (in production it answers 404 `Not found`).';

export const development: Area = {
  tag: {
    name: 'Development',
    description: 'Local tooling that exists only with APP_ENV=development (marked `x-dev-only: true`); never deployed (404 in production)',
  },
  operations: {
    'POST /dev/operator-token': {
      operationId: 'devOperatorToken',
      summary: 'Issue an operator token for a registered operator (development only)',
      description:
        `${DEV_ONLY} It stands in for Cognito sign-in: the local identity provider signs an ID token the way Cognito ` +
        'would (RS256, with `iss`, `aud`, `sub`, `token_use` = `id`, `cognito:username` = the operator_id, `email`, ' +
        '`iat`, `exp`), valid for one hour, for use as `Authorization: Bearer <token>`. The email is matched whatever its case.',
      responses: { 200: 'The token' },
      errors: { 404: '`Operator not found` (no operator with this email), or `Not found` in production, where the endpoint does not exist' },
    },
    'POST /dev/admin-token': {
      operationId: 'devAdminToken',
      summary: 'Issue a staff token for a staff account (development only)',
      description:
        `${DEV_ONLY} Like \`/dev/operator-token\`, for the staff pool: an ID token (issuer and audience of the staff pool, ` +
        '`cognito:username` = the admin_id) valid for one hour, for the admin routes as `Authorization: Bearer <token>`.',
      responses: { 200: 'The token' },
      errors: { 404: `\`${devErrors.staffNotFound().message}\` (no staff account with this email), or \`Not found\` in production` },
    },
    'GET /dev/emails': {
      operationId: 'devEmails',
      summary: 'The mail the service would have sent (development only)',
      description:
        `${DEV_ONLY} Locally no mail is sent; it is captured instead and kept for 7 days. Lists the captured mail ` +
        'oldest first, optionally only the mail to one address (matched whatever its case).',
      params: { to: 'Only mail to this address' },
      responses: { 200: 'Captured mail, oldest first' },
    },
  },
};
