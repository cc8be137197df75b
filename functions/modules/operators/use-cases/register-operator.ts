import { provisionOperatorLogin } from '../../../adapters/identity/operator-logins';
import { normalizeEmail } from '../../../platform/kernel/email';
import { newId } from '../../../platform/kernel/secrets';
import { config, isDevelopment } from '../../../platform/settings';
import { DEFAULT_OPERATOR_RATING, type Operator } from '../domain/operators';
import { createOperator, deleteOperator } from '../store/operators-store';

export interface OperatorRegistration {
  name: string;
  email: string;
  phone?: string;
  skills: string[];
}

/**
 * Registers an operator:
 * 1. the operator is written (one per email address, lower-cased), rated 5.0; KYC is approved at
 *    once in development (unless KYC_AUTO_APPROVE=0) and otherwise waits for the operator's
 *    documents and the back office's decision;
 * 2. its login is created (a Cognito user in AWS); if that fails the operator is removed again.
 */
export const registerOperator = async (registration: OperatorRegistration, now: Date): Promise<Operator> => {
  const operator: Operator = {
    operator_id: newId('op'),
    name: registration.name,
    email: normalizeEmail(registration.email),
    phone: registration.phone,
    skills: registration.skills,
    kyc_status: isDevelopment() && config.kycAutoApprove ? 'APPROVED' : 'PENDING',
    rating: DEFAULT_OPERATOR_RATING,
    created_at: now.toISOString(),
  };
  await createOperator(operator);
  try {
    await provisionOperatorLogin(operator);
  } catch (error) {
    await deleteOperator(operator);
    throw error;
  }
  return operator;
};
