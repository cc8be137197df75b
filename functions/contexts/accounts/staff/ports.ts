/**
 * Ports: what the staff use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts). The back office reads across areas: each read is a port.
 */

import type { Photo } from '../../work/photos/ports';
import type { AgentSafetyRecord } from '../../work/safety/domain';
import type { Task, TaskStatus } from '../../work/tasks/domain';
import type { Agent, SuspensionEvent } from '../agents/domain';
import type { AgentRecord } from '../agents/store';
import type { AuditEntry } from '../audit/domain';
import type { AdminAuditPorts } from '../audit/ports';
import type { Operator } from '../operators/domain';
import type { KycDocumentView } from '../operators/use-cases';
import type { StaffAccount } from './domain/staff';

export type { AgentRecord, KycDocumentView };

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

/** What the back office reads of the other areas. */
export interface StaffReadPorts {
  adminAudit: Pick<AdminAuditPorts['adminAudit'], 'recordAudit'>;
  pageDisputes(options: { appealed?: boolean; limit: number; after?: string }): Promise<{ tasks: Task[]; last?: string }>;
  pageKycQueue(limit: number, after?: string): Promise<{ operators: Operator[]; last?: string }>;
  kycDocumentsForStaff(operatorId: string): Promise<KycDocumentView[]>;
  getTask(taskId: string): Promise<Task | undefined>;
  getTaskPhotos(taskId: string, photoIds: string[]): Promise<Photo[]>;
  /** A presigned GET of a private object. */
  presignDownload(key: string): Promise<string>;
  getAgent(agentId: string): Promise<Agent | undefined>;
  getAgentRecords(agentIds: readonly string[]): Promise<Map<string, AgentRecord>>;
  countAgentTasks(agentId: string, status?: TaskStatus): Promise<number>;
  /** The agent's suspension history, newest first. */
  listSuspensionEvents(agentId: string, limit: number): Promise<SuspensionEvent[]>;
  /** What the acceptable use policy met of the agent (agents store). */
  getSafetyRecord(agentId: string): Promise<AgentSafetyRecord>;
}
