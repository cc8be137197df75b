import { normalizeEmail } from '../../../../platform/kernel/email';
import { newId } from '../../../../platform/kernel/secrets';
import { DEFAULT_OPERATOR_RATING, type Operator } from '../domain/operators';
import type { RegistrationPorts } from '../ports';

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
export const registerOperator = async (deps: RegistrationPorts, registration: OperatorRegistration, now: Date): Promise<Operator> => {
  const operator: Operator = {
    operator_id: newId('op'),
    name: registration.name,
    email: normalizeEmail(registration.email),
    phone: registration.phone,
    skills: registration.skills,
    kyc_status: deps.approveKycAtOnce ? 'APPROVED' : 'PENDING',
    rating: DEFAULT_OPERATOR_RATING,
    created_at: now.toISOString(),
  };
  await deps.store.createOperator(operator);
  try {
    await deps.provisionLogin(operator);
  } catch (error) {
    await deps.store.deleteOperator(operator);
    throw error;
  }
  return operator;
};
