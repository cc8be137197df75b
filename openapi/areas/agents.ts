import { MAX_ACTIVE_API_KEYS, MAX_KEY_LIFETIME_DAYS } from '../../functions/contexts/accounts/agents/domain/api-keys';
import { RESEND_LIMITS } from '../../functions/contexts/accounts/agents/domain/email-verification';
import { agentErrors } from '../../functions/contexts/accounts/agents/errors';
import { AGENT_AUDIT_ACTIONS, AUDIT_RETENTION_DAYS } from '../../functions/contexts/accounts/audit/domain/audit';
import { platformErrors } from '../../functions/platform/kernel/errors';
import type { Area } from '../operation';

export const agents: Area = {
  tag: { name: 'Agents', description: 'Agent registration, API keys, email verification and balances' },
  operations: {
    'POST /api/v1/agents/register': {
      operationId: 'registerAgent',
      summary: 'Register an agent (starts in SANDBOX with its first API key)',
      description:
        'Creates the agent in the SANDBOX tier with its first API key, shown only in this response, and emails a ' +
        'verification token (single use, valid 24 hours). One agent per email address, whatever its case (emails ' +
        'are stored lower-cased). `name` and `company` are trimmed before their length checks.',
      responses: { 201: 'Registered; the API key is shown only here' },
      errors: { 409: agentErrors.agentEmailTaken().message },
    },
    'GET /api/v1/agents/me': {
      operationId: 'getAgent',
      summary: "The calling agent, its tier limits and today's usage",
      description: 'Usage counts the tasks created and the rewards committed (without fees) since midnight UTC, sandbox tasks included.',
      responses: { 200: 'The agent' },
      errors: { 404: agentErrors.agentNotFound().message },
    },
    'GET /api/v1/agents/balance': {
      operationId: 'getBalance',
      summary: 'Deposit and escrow balances',
      description: 'The deposit balance pays for new tasks; escrow holds the reward and fee of every open task until it completes or is cancelled.',
      responses: { 200: 'Balances' },
    },
    'POST /api/v1/agents/keys': {
      operationId: 'createApiKey',
      summary: 'Create an API key (the secret is shown only in this response)',
      description:
        'Keys are `hk_live_` and 40 random base62 characters; only their SHA-256 is stored. `name` is trimmed before its length check. ' +
        `An agent holds at most ${MAX_ACTIVE_API_KEYS} active keys (the registration's included; concurrent requests cannot exceed it); revoking one frees its slot, ` +
        'and so does expiry: when the count is full, expired keys are revoked before the new one is refused. ' +
        '`scopes` (default: all) say which routes the key may call: each agent route names the scope it needs (`x-api-key-scope`), ' +
        '403 `API key lacks scope: <scope>` without it. `limits` count the total escrow (reward + fee) of the tasks the key creates, ' +
        'sandbox tasks included: `max_task_usd` per task, `daily_spend_usd` per UTC day, counted in the transaction that holds the escrow ' +
        '(parallel creates cannot pass it together); beyond them 422 `API key spending limit exceeded`. After `expires_at` the key is ' +
        `refused with 401 as a revoked one; at most ${MAX_KEY_LIFETIME_DAYS} days ahead. A key with \`keys:write\` holds the account: it may make any key. ` +
        'The creation is in the audit log.',
      responses: { 201: 'Created' },
      errors: {
        400: `Validation failure, \`${agentErrors.keyExpiryNotInFuture().message}\` or \`${agentErrors.keyExpiryTooFar(MAX_KEY_LIFETIME_DAYS).message}\``,
        404: `\`${agentErrors.agentNotFound().message}\`: the agent's record is gone`,
        422: agentErrors.tooManyApiKeys().message,
      },
    },
    'GET /api/v1/agents/keys': {
      operationId: 'listApiKeys',
      summary: 'Active API keys (never their secrets), with their scopes, limits and expiry',
      responses: { 200: 'Keys, oldest first' },
    },
    'DELETE /api/v1/agents/keys/{id}': {
      operationId: 'revokeApiKey',
      summary: 'Revoke an API key; it is refused with 401 from then on',
      description: 'Any key may be revoked, the one making the request and the last one included. The revocation is in the audit log.',
      params: { id: 'The key_id' },
      responses: { 200: 'Revoked' },
      errors: { 404: `${agentErrors.apiKeyNotFound().message} (unknown, already revoked, or another agent's key)` },
    },
    'GET /api/v1/agents/audit': {
      operationId: 'listAuditLog',
      summary: "What the agent's API keys changed, newest first",
      description:
        `Actions: ${AGENT_AUDIT_ACTIONS.map((action) => `\`${action}\``).join(', ')}; each entry is written in the transaction that makes the change, ` +
        `and kept ${AUDIT_RETENTION_DAYS} days. \`limit\` 1 to 100 (default 20); \`next_cursor\` (null on the last page) opens the next page ` +
        'and works only for the agent it was made for (400 `Invalid cursor` otherwise).',
      params: { limit: 'Entries per page, 1 to 100 (default 20)', cursor: 'The `next_cursor` of the previous page' },
      responses: { 200: 'A page of entries, newest first' },
    },
    'POST /api/v1/agents/verify-email': {
      operationId: 'verifyEmail',
      summary: 'Consume the emailed token (single use, 24 hours); SANDBOX becomes VERIFIED',
      description: 'The token is the credential, so the link in the email works without an API key.',
      responses: { 200: 'Verified' },
      errors: {
        400:
          'Validation failure (`token is required`), `Malformed JSON body`, `Request body must be a JSON object`, ' +
          '`Invalid or expired verification token`, or `Email already verified`',
      },
    },
    'POST /api/v1/agents/resend-verification': {
      operationId: 'resendVerification',
      summary: 'Send a fresh verification token; earlier tokens stop working',
      description: `At most one resend a minute and ${RESEND_LIMITS.perDay} a UTC day per address (the registration's own mail aside).`,
      responses: { 200: 'Sent' },
      errors: {
        400: agentErrors.emailAlreadyVerified().message,
        404: agentErrors.agentNotFound().message,
        429: `\`${platformErrors.rateLimited(1).message}\`: a mail went to this address less than a minute ago, or ${RESEND_LIMITS.perDay} today`,
      },
    },
  },
};
