import type { AuditEntry } from '../../../functions/contexts/accounts/audit/domain/audit';
import type { KycDocument, KycStatus, Operator } from '../../../functions/contexts/accounts/operators/domain/operators';
import { operatorErrors } from '../../../functions/contexts/accounts/operators/errors';
import type { KycObjects, OperatorsStore } from '../../../functions/contexts/accounts/operators/ports';
import { normalizeEmail } from '../../../functions/platform/kernel/email';

/**
 * Operators and their identity documents in memory, with the store's conditions: one operator per
 * email address in any case (operatorErrors.operatorEmailTaken), a submission refused once approved, a decision on an
 * unknown operator refused (operatorErrors.operatorNotFound) and written with its audit entry.
 */
export class FakeOperatorsStore implements OperatorsStore {
  readonly operators = new Map<string, Operator>();
  readonly documents = new Map<string, Map<string, KycDocument>>();
  readonly audit: AuditEntry[] = [];

  /** A store holding these operators. */
  static with(...operators: Operator[]): FakeOperatorsStore {
    const store = new FakeOperatorsStore();
    for (const operator of operators) store.operators.set(operator.operator_id, operator);
    return store;
  }

  async getOperator(operatorId: string): Promise<Operator | undefined> {
    const operator = this.operators.get(operatorId);
    return operator && structuredClone(operator);
  }
  async createOperator(operator: Operator): Promise<void> {
    if ([...this.operators.values()].some((other) => normalizeEmail(other.email) === normalizeEmail(operator.email)))
      throw operatorErrors.operatorEmailTaken();
    this.operators.set(operator.operator_id, structuredClone(operator));
  }
  async deleteOperator(operator: Operator): Promise<void> {
    this.operators.delete(operator.operator_id);
  }
  async putKycDocument(operatorId: string, document: KycDocument): Promise<void> {
    const kinds = this.documents.get(operatorId) ?? new Map<string, KycDocument>();
    kinds.set(document.kind, document);
    this.documents.set(operatorId, kinds);
  }
  async listKycDocuments(operatorId: string): Promise<KycDocument[]> {
    return [...(this.documents.get(operatorId)?.values() ?? [])];
  }
  async submitKyc(operatorId: string, at: string): Promise<boolean> {
    const operator = this.operators.get(operatorId);
    if (!operator || operator.kyc_status === 'APPROVED') return false;
    Object.assign(operator, { kyc_status: 'PENDING', kyc_submitted_at: at });
    return true;
  }
  async recordKycDecision(operatorId: string, status: KycStatus, reason: string | undefined, audit: AuditEntry): Promise<Operator> {
    const operator = this.operators.get(operatorId);
    if (!operator) throw operatorErrors.operatorNotFound();
    Object.assign(operator, { kyc_status: status, kyc_decided_at: audit.at, ...(reason ? { kyc_reason: reason } : {}) });
    this.audit.push(audit);
    return structuredClone(operator);
  }
}

/** The private bucket's documents: which keys have arrived. */
export class FakeKycBucket implements KycObjects {
  readonly arrived = new Set<string>();

  async presignUpload(key: string, contentType: string, sizeBytes: number) {
    return { url: 'https://bucket.test/', fields: { key, 'Content-Type': contentType, size: String(sizeBytes) } };
  }
  async presignDownload(key: string): Promise<string> {
    return `https://bucket.test/${key}?signed`;
  }
  async exists(key: string): Promise<boolean> {
    return this.arrived.has(key);
  }
}

/** A registered operator; tests override what they need. */
export const anOperator = (overrides: Partial<Operator> = {}): Operator => ({
  operator_id: 'op_1',
  name: 'Olga',
  email: 'olga@example.com',
  skills: [],
  kyc_status: 'APPROVED',
  rating: 5,
  created_at: '2026-11-26T10:00:00.000Z',
  ...overrides,
});
