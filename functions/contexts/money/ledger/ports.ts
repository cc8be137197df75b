/** What the ledger's use cases need from outside (the pattern: payouts/ports.ts). */
import type { Cents } from '../../../platform/kernel/money';

/** One audit of the whole ledger, as its store reads it. */
export interface LedgerAuditResult {
  /** Violations the scan found and a consistent re-read confirmed (or that cannot be racing writes: a journal entry is immutable). */
  violations: string[];
  /** What the scan saw but a consistent re-read did not: writes raced the scan. Logged, not counted. */
  unconfirmed: string[];
  /** Items the scan read (what it cost: about one read unit per 8 KB of them, eventually consistent, at half a unit). */
  scanned: number;
  /** The platform's fees as the scan saw them: every fee shard's balance, summed. */
  platformFeesCents: Cents;
}

/**
 * The open escrow holds each agent's escrow account must equal, as the work that holds them keeps
 * them (the ledger knows its accounts, not the tasks): wired where the work may be imported.
 */
export interface OpenHolds {
  /** The hold an item of the table's scan records (an agent's task and its escrow), if it is one. */
  heldIn(item: Readonly<Record<string, unknown>>): { agentId: string; cents: Cents } | undefined;
  /** What the agent's work holds in escrow now, read consistently. */
  heldFor(agentId: string): Promise<Cents>;
}

export interface LedgerPorts {
  /** Scans the whole ledger as deployed (parallel, eventually consistent, findings re-read) and reports what it found. */
  audit: { auditLedger(now: Date): Promise<LedgerAuditResult> };
  /** The clock that times the audit, in milliseconds. */
  clock: { millis(): number };
}

/** The balances of ledger accounts (0 for an account never written). */
export interface BalancePorts {
  getBalances(accountIds: string[]): Promise<Map<string, Cents>>;
}
