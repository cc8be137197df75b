import { provisionOperatorLogin } from '../../../../adapters/identity/operator-logins';
import { config, isDevelopment } from '../../../../platform/settings';
import type { RegistrationPorts } from '../ports';
import { createOperator, deleteOperator } from '../store/operators-store';

/** The composition root of the operator registration route. */
export const operatorRegistration: RegistrationPorts = {
  store: { createOperator, deleteOperator },
  provisionLogin: provisionOperatorLogin,
  approveKycAtOnce: isDevelopment() && config.kycAutoApprove,
};
