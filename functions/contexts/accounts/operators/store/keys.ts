/**
 * The keys of the items the operators module owns: an operator's profile, email claim and KYC documents,
 * and the back office's KYC queue.
 */
export const operatorsKeys = {
  /** An operator's profile: KYC state, rating, skills. */
  operator: (operatorId: string) => ({ pk: `OPERATOR#${operatorId}`, sk: 'PROFILE' }),
  /** Claims an email address for one operator (case-insensitive uniqueness). */
  operatorEmail: (normalizedEmail: string) => ({ pk: `OPERATOR_EMAIL#${normalizedEmail}`, sk: 'OPERATOR_EMAIL' }),
  /** An operator's KYC document of one kind (ID front or back, selfie), in the operator's partition: the latest upload of that kind. */
  kycDocument: (operatorId: string, kind: string) => ({ pk: `OPERATOR#${operatorId}`, sk: `KYC_DOC#${kind}` }),
  kycDocumentPrefix: 'KYC_DOC#',
  /** gsi2: operators whose KYC documents wait for staff, oldest submission first. */
  kycWaiting: (submittedAt: string, operatorId: string) => ({ gsi2pk: 'KYC_WAITING', gsi2sk: `${submittedAt}#${operatorId}` }),
  kycWaitingPartition: 'KYC_WAITING',
} as const;
