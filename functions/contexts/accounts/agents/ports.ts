/**
 * Ports: what the agents use cases need from outside the module, as types only (the pattern is
 * described in contexts/money/payouts/ports.ts).
 */

import type { Email } from '../../../platform/kernel/email';
import type { Cents } from '../../../platform/kernel/money';
import type { Contribution } from '../../../platform/table/contribution';
import type { Agent, ApiKeyRecord, Suspension } from './domain/agents';
import type { ResendHistory } from './domain/email-verification';
import type { Tier } from './domain/tiers';
import type { WalletChallenge } from './domain/wallets';
import type { PendingVerification } from './store/agents-store';
import type { FoundKey, NewKey } from './store/api-keys-store';
import type { BoundWallet } from './store/wallets-store';

export type { BoundWallet, NewKey, PendingVerification };
/** Writes that join the changing transaction (an audit entry, an announcement). */
export type Writes = Contribution;

/** The agent items: profile, keys, usage and email verification (each method one transaction). */
export interface AgentsStore {
  getAgent(agentId: string): Promise<Agent | undefined>;
  /** The agent (email unique, lower-cased), its first key and its pending verification together; a taken address is refused. */
  createAgent(agent: Agent, key: NewKey, pending: PendingVerification): Promise<void>;
  getUsage(agentId: string, day: string): Promise<{ tasks: number; spend_cents: number }>;
  /** Adds a key while fewer than `limit` are active, with `also` in the same transaction. */
  addKey(agentId: string, key: NewKey, now: string, limit: number, also?: Writes): Promise<'added' | 'limit_reached'>;
  listActiveKeys(agentId: string): Promise<ApiKeyRecord[]>;
  /** Revokes an active key of the agent with `also`; an unknown or revoked one is agentErrors.apiKeyNotFound. */
  revokeKey(agentId: string, keyId: string, now: string, also?: Writes): Promise<void>;
  replaceVerificationToken(agentId: string, pending: PendingVerification): Promise<void>;
  /** Uses up a verification token and verifies the agent, moving its tier by `nextTier`; a bad token is agentErrors.invalidVerificationToken. */
  verifyEmail(tokenHash: string, now: Date, nextTier: (tier: Tier) => Tier): Promise<Agent>;
  getResendHistory(email: string): Promise<ResendHistory | undefined>;
  /** Takes the resend slot only while the history is still `previous`; false when a parallel resend took it. */
  recordResend(email: string, next: ResendHistory, previous: ResendHistory | undefined): Promise<boolean>;
}

export interface WalletsStore {
  putChallenge(challenge: WalletChallenge): Promise<void>;
  getChallenge(nonce: string): Promise<WalletChallenge | undefined>;
  /** Uses the challenge up and binds the wallet, with `also`, once per nonce. */
  bindWallet(agentId: string, nonce: string, wallet: BoundWallet, now: Date, also?: Writes): Promise<void>;
}

export interface Mail {
  send(email: Email): Promise<void>;
}

export interface RegistrationPorts {
  agents: Pick<AgentsStore, 'createAgent'>;
  mail: Mail;
  /** Where the verification link points; none: the mail gives the token only. */
  publicBaseUrl: string | undefined;
}

export interface VerificationPorts {
  agents: Pick<AgentsStore, 'getAgent' | 'getResendHistory' | 'recordResend' | 'replaceVerificationToken' | 'verifyEmail'>;
  mail: Mail;
  publicBaseUrl: string | undefined;
}

export interface KeyPorts {
  agents: Pick<AgentsStore, 'addKey' | 'listActiveKeys' | 'revokeKey'>;
}

export interface WalletPorts {
  wallets: WalletsStore;
  /** Whether the signature is the wallet's (on a chain also a smart-contract wallet's, ERC-1271/6492). */
  verifySignature(signed: { address: string; message: string; signature: string }): Promise<boolean>;
  chain: { name: string; chainId: number };
}

export interface AgentReadPorts {
  agents: Pick<AgentsStore, 'getAgent' | 'getUsage' | 'listActiveKeys'>;
}

export interface KeyAuthenticationPorts {
  /** The active key with this hash, if any. */
  findKeyByHash(keyHash: string): Promise<FoundKey | undefined>;
  recordKeyUse(agentId: string, keyId: string, now: string): Promise<void>;
  /** The agent's suspension as committed (a consistent read), if it is suspended. */
  findSuspension(agentId: string): Promise<Suspension | undefined>;
}

/** The one counter of a key's requests to /mcp, whichever header carries it (use-cases/count-mcp-request.ts). */
export interface McpRequestCounterPorts {
  /** Requests one key may make to /mcp a minute; undefined: not counted here (the local stack without RATE_LIMITS=1). */
  perMinute: number | undefined;
  countMcpRequest(agentId: string, keyId: string, window: Date, limit: number): Promise<boolean>;
}

export interface KeySpendingPorts {
  /** The write that adds `spendCents` to the key's usage of `day`, refused (422) unless it stays within `dailyLimitCents`. */
  spendContribution(agentId: string, keyId: string, day: string, spendCents: Cents, dailyLimitCents: Cents): Contribution;
}
