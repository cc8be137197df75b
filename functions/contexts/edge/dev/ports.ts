/**
 * Ports: what the development-only use cases need, as types only (the pattern is described in
 * contexts/money/payouts/ports.ts).
 */
import type { Email } from '../../../platform/kernel/email';
import type { Operator } from '../../accounts/operators/domain';
import type { StaffAccount } from '../../accounts/staff/domain';

export interface DevLoginPorts {
  findOperatorByEmail(email: string): Promise<Operator | undefined>;
  findStaffByEmail(email: string): Promise<StaffAccount | undefined>;
  /** An ID token of the operator pool from the local issuer. */
  issueOperatorToken(operator: Operator, now: Date): Promise<string>;
  /** An ID token of the staff pool from the local issuer. */
  issueStaffToken(staff: StaffAccount, now: Date): Promise<string>;
}

export interface DevMailPorts {
  /** The mail the service would have sent, oldest first, optionally to one address. */
  listCapturedMail(to?: string): Promise<Email[]>;
}
