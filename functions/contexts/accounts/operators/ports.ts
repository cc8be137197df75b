/**
 * Ports: what the operators use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts).
 */
import type { PresignedUpload } from '../../../platform/kernel/uploads';
import type { AuditEntry } from '../audit/domain';
import type { KycDocument, KycStatus, Operator } from './domain/operators';

/** The operator items and their identity documents' records. */
export interface OperatorsStore {
  getOperator(operatorId: string): Promise<Operator | undefined>;
  /** One operator per email address (lower-cased): a taken address is refused. */
  createOperator(operator: Operator): Promise<void>;
  deleteOperator(operator: Operator): Promise<void>;
  /** Records a document under its kind (a new one of a kind replaces the last). */
  putKycDocument(operatorId: string, document: KycDocument): Promise<void>;
  listKycDocuments(operatorId: string): Promise<KycDocument[]>;
  /** KYC becomes PENDING and the operator joins the queue; false when the operator is approved already. */
  submitKyc(operatorId: string, at: string): Promise<boolean>;
  /** The decision on the operator with its audit entry, in one transaction; the operator afterwards. */
  recordKycDecision(operatorId: string, status: KycStatus, reason: string | undefined, audit: AuditEntry): Promise<Operator>;
}

/** The private bucket's identity documents. */
export interface KycObjects {
  presignUpload(key: string, contentType: string, sizeBytes: number): Promise<PresignedUpload>;
  presignDownload(key: string): Promise<string>;
  exists(key: string): Promise<boolean>;
}

export interface RegistrationPorts {
  store: Pick<OperatorsStore, 'createOperator' | 'deleteOperator'>;
  /** Creates the operator's login (a Cognito user in AWS). */
  provisionLogin(operator: Operator): Promise<void>;
  /** Development with KYC_AUTO_APPROVE: a new operator starts approved. */
  approveKycAtOnce: boolean;
}

export interface KycPorts {
  store: Pick<OperatorsStore, 'getOperator' | 'putKycDocument' | 'listKycDocuments' | 'submitKyc'>;
  objects: KycObjects;
}

export interface OperatorAuthenticationPorts {
  /** The username of a valid operator ID token in an `Authorization: Bearer` header; undefined without one; throws for any other token. */
  verifiedOperatorUser(authorization: string | undefined): Promise<string | undefined>;
}
