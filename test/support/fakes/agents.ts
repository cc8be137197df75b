import type { Agent, ApiKeyRecord } from '../../../functions/contexts/accounts/agents/domain/agents';
import type { ResendHistory } from '../../../functions/contexts/accounts/agents/domain/email-verification';
import type { Tier } from '../../../functions/contexts/accounts/agents/domain/tiers';
import { challengeValidAt, type WalletChallenge } from '../../../functions/contexts/accounts/agents/domain/wallets';
import { agentErrors } from '../../../functions/contexts/accounts/agents/errors';
import type { AgentsStore, BoundWallet, NewKey, PendingVerification, WalletsStore, Writes } from '../../../functions/contexts/accounts/agents/ports';
import { type Email, normalizeEmail } from '../../../functions/platform/kernel/email';
import { nothingContributed } from '../../../functions/platform/table/contribution';

/**
 * Agents, their keys, verification tokens and resend history in memory, with the store's
 * conditions: one agent per email address (in any case), a key added only below the limit of active keys, a
 * revoked or unknown key not revoked again (agentErrors.apiKeyNotFound), the newest verification token
 * the only one that works (used again: agentErrors.emailAlreadyVerified), a resend slot taken only while the history is as read. `written` holds
 * what callers sealed into each transaction.
 */
export class FakeAgentsStore implements AgentsStore {
  readonly agents = new Map<string, Agent>();
  readonly keys = new Map<string, ApiKeyRecord[]>();
  readonly tokens = new Map<string, { agentId: string; expiresAt: Date }>();
  readonly newestToken = new Map<string, string>();
  readonly resends = new Map<string, ResendHistory>();
  readonly written: Writes[] = [];

  async getAgent(agentId: string) {
    return this.agents.get(agentId);
  }
  async createAgent(agent: Agent, key: NewKey, pending: PendingVerification) {
    if ([...this.agents.values()].some((other) => normalizeEmail(other.email) === normalizeEmail(agent.email))) throw agentErrors.agentEmailTaken();
    this.agents.set(agent.agent_id, structuredClone(agent));
    this.keys.set(agent.agent_id, [this.record(key, agent.created_at)]);
    await this.replaceVerificationToken(agent.agent_id, pending);
  }
  async getUsage() {
    return { tasks: 0, spend_cents: 0 };
  }
  async addKey(agentId: string, key: NewKey, now: string, limit: number, also: Writes = nothingContributed) {
    const active = this.keys.get(agentId) ?? [];
    if (active.filter((record) => !record.revoked_at).length >= limit) return 'limit_reached' as const;
    this.keys.set(agentId, [...active, this.record(key, now)]);
    this.written.push(also);
    return 'added' as const;
  }
  async listActiveKeys(agentId: string) {
    return (this.keys.get(agentId) ?? []).filter((record) => !record.revoked_at);
  }
  async revokeKey(agentId: string, keyId: string, now: string, also: Writes = nothingContributed) {
    const record = (this.keys.get(agentId) ?? []).find((key) => key.key_id === keyId);
    if (!record || record.revoked_at) throw agentErrors.apiKeyNotFound();
    record.revoked_at = now;
    this.written.push(also);
  }
  async replaceVerificationToken(agentId: string, pending: PendingVerification) {
    this.tokens.set(pending.tokenHash, { agentId, expiresAt: pending.expiresAt });
    this.newestToken.set(agentId, pending.tokenHash);
  }
  async verifyEmail(tokenHash: string, now: Date, nextTier: (tier: Tier) => Tier) {
    const token = this.tokens.get(tokenHash);
    const agent = token && this.agents.get(token.agentId);
    if (!token || !agent || token.expiresAt <= now) throw agentErrors.invalidVerificationToken();
    // The token stays until it expires: a second use hears that the email is verified.
    if (agent.email_verified) throw agentErrors.emailAlreadyVerified();
    if (this.newestToken.get(agent.agent_id) !== tokenHash) throw agentErrors.invalidVerificationToken();
    Object.assign(agent, { email_verified: true, tier: nextTier(agent.tier) });
    return structuredClone(agent);
  }
  async getResendHistory(email: string) {
    return this.resends.get(email);
  }
  async recordResend(email: string, next: ResendHistory, previous: ResendHistory | undefined) {
    if (this.resends.get(email)?.lastSentAt !== previous?.lastSentAt) return false;
    this.resends.set(email, next);
    return true;
  }

  private record(key: NewKey, createdAt: string): ApiKeyRecord {
    return {
      key_id: key.keyId,
      key_prefix: key.keyPrefix,
      name: key.name,
      created_at: createdAt,
      key_hash: key.keyHash,
      ...(key.scopes ? { scopes: [...key.scopes] } : {}),
      ...(key.expiresAt ? { valid_until: key.expiresAt } : {}),
    };
  }
}

/** Challenges and bound wallets in memory: a nonce binds once, for its agent, before it expires. */
export class FakeWalletsStore implements WalletsStore {
  readonly challenges = new Map<string, WalletChallenge>();
  readonly bound = new Map<string, BoundWallet>();

  async putChallenge(challenge: WalletChallenge) {
    this.challenges.set(challenge.nonce, challenge);
  }
  async getChallenge(nonce: string) {
    return this.challenges.get(nonce);
  }
  async bindWallet(agentId: string, nonce: string, wallet: BoundWallet, now: Date) {
    const challenge = this.challenges.get(nonce);
    if (challenge?.agent_id !== agentId || !challengeValidAt(challenge.issued_at, now)) throw agentErrors.invalidChallenge();
    this.challenges.delete(nonce);
    this.bound.set(agentId, wallet);
  }
}

/** A mailer that keeps what it sent, or fails when told to. */
export class FakeMail {
  readonly sent: Email[] = [];
  failing = false;

  async send(email: Email) {
    if (this.failing) throw new Error('mail down');
    this.sent.push(email);
  }
}
