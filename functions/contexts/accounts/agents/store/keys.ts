/**
 * The keys of the items the agents module owns: an agent's profile, email claim, API keys and their
 * counters, usage, suspension history, verification mail and wallet challenges.
 */
export const agentsKeys = {
  /** The agent's profile: name, email, tier, verification state. */
  agent: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'PROFILE' }),
  /** One step of the agent's suspension history (suspended, unsuspended), in time order. */
  agentSuspensionEvent: (agentId: string, at: string, id: string) => ({ pk: `AGENT#${agentId}`, sk: `SUSPENSION#${at}#${id}` }),
  agentSuspensionEventPrefix: 'SUSPENSION#',
  /** Claims an email address for one agent (case-insensitive uniqueness). */
  agentEmail: (normalizedEmail: string) => ({ pk: `AGENT_EMAIL#${normalizedEmail}`, sk: 'AGENT_EMAIL' }),
  /** An API key as the agent sees it (listing, revocation, last use). */
  agentKey: (agentId: string, keyId: string) => ({ pk: `AGENT#${agentId}`, sk: `KEY#${keyId}` }),
  agentKeyPrefix: 'KEY#',
  /** An API key as the authenticator finds it: by the SHA-256 of the secret. */
  apiKeyHash: (keyHash: string) => ({ pk: `APIKEY#${keyHash}`, sk: 'APIKEY' }),
  /** The total escrow of the tasks one API key created on one UTC day (the key's daily spending limit). Not under KEY#. */
  agentKeyUsage: (agentId: string, keyId: string, day: string) => ({ pk: `AGENT#${agentId}`, sk: `KEY_USAGE#${keyId}#${day}` }),
  /** How many requests one API key made to /mcp in one minute (`window`: its start, ISO), however the key was sent. */
  agentKeyMcpRequests: (agentId: string, keyId: string, window: string) => ({ pk: `AGENT#${agentId}`, sk: `KEY_MCP_REQUESTS#${keyId}#${window}` }),
  /** Tasks created and money committed by an agent on one UTC day (tier limits). */
  agentUsage: (agentId: string, day: string) => ({ pk: `AGENT#${agentId}`, sk: `USAGE#${day}` }),
  /** The verification mails resent to an address (rate limit). */
  resendHistory: (normalizedEmail: string) => ({ pk: `RESEND#${normalizedEmail}`, sk: 'RESEND' }),
  /** A pending email verification, by the SHA-256 of its token. */
  verificationToken: (tokenHash: string) => ({ pk: `EMAIL_TOKEN#${tokenHash}`, sk: 'EMAIL_TOKEN' }),
  /** A wallet challenge, by its nonce: single use, removed when a wallet is bound with it. */
  walletChallenge: (nonce: string) => ({ pk: `WALLET_CHALLENGE#${nonce}`, sk: 'WALLET_CHALLENGE' }),
} as const;
