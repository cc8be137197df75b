import { issueLocalOperatorToken, issueLocalStaffToken } from '../../../../adapters/identity/local-issuer';
import { listCapturedMail } from '../../../../platform/mail/captured-mail-store';
import { findOperatorByEmail } from '../../../accounts/operators/store';
import { findStaffByEmail } from '../../../accounts/staff/store';
import type { DevLoginPorts, DevMailPorts } from '../ports';

/** The composition root of the development-only routes. */
export const devLogins: DevLoginPorts = {
  findOperatorByEmail,
  findStaffByEmail,
  issueOperatorToken: issueLocalOperatorToken,
  issueStaffToken: issueLocalStaffToken,
};

export const devMail: DevMailPorts = { listCapturedMail };
