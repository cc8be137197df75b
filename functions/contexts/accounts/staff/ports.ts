/**
 * Ports: what the staff use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts). The back office's views across contexts are the
 * modules' that own what they show (and edge/back-office's, which composes them).
 */

import type { AuditEntry } from '../audit/domain';
import type { AuditPorts } from '../audit/ports';
import type { Operator } from '../operators/domain';
import type { KycDocumentView } from '../operators/use-cases';
import type { StaffAccount } from './domain/staff';

export type { KycDocumentView };

/** The staff accounts (their audit entries are the audit module's). */
export interface StaffStore {
  getStaff(adminId: string): Promise<StaffAccount | undefined>;
  /** The account (one per email address) and its audit entry, in one transaction; a taken address is refused. */
  createStaff(staff: StaffAccount, audit: AuditEntry): Promise<void>;
  deleteStaff(staff: StaffAccount): Promise<void>;
}

/** How the back office authenticates: the shared key's configured SHA-256 and the staff pool's ID tokens. */
export interface StaffAuthenticationPorts {
  staff: Pick<StaffStore, 'getStaff'>;
  /** Hex SHA-256 of the shared admin key; anything but 64 characters means no key is configured. */
  adminKeySha256: string;
  /** The username of a valid staff ID token in an `Authorization: Bearer` header; undefined without one; throws for any other token. */
  verifiedStaffUser(authorization: string | undefined): Promise<string | undefined>;
}

export interface StaffAccountPorts {
  staff: Pick<StaffStore, 'createStaff' | 'deleteStaff'>;
  /** Creates the login in the staff user pool, which mails the temporary password. */
  provisionLogin(staff: StaffAccount): Promise<void>;
}

/** What the back office's KYC queue reads: the operators waiting and their documents, and the audit of who was shown them. */
export interface StaffReadPorts {
  audit: Pick<AuditPorts['audit'], 'recordAudit'>;
  pageKycQueue(limit: number, after?: string): Promise<{ operators: Operator[]; last?: string }>;
  kycDocumentsForStaff(operatorId: string): Promise<KycDocumentView[]>;
}
