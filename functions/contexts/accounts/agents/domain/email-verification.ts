import { randomBase62, sha256Hex } from '../../../../platform/kernel/secrets';

const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface VerificationToken {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export const newVerificationToken = (now: Date): VerificationToken => {
  const token = randomBase62(43);
  return { token, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS) };
};

export const hashVerificationToken = (token: string): string => sha256Hex(token);

/** Verification mails resent to one address: one a minute, ten a UTC day (the registration's own mail aside). */
export const RESEND_LIMITS = { intervalMs: 60 * 1000, perDay: 10 } as const;

/** What is remembered of the resends to one address. */
export interface ResendHistory {
  lastSentAt: string;
  /** The UTC day `sentOnDay` counts. */
  day: string;
  sentOnDay: number;
}

type ResendDecision = { allowed: true; next: ResendHistory } | { allowed: false; retryAfterSeconds: number };

/** Whether another verification mail may go to an address now, and what to remember if it does. */
export const decideResend = (history: ResendHistory | undefined, now: Date): ResendDecision => {
  const day = now.toISOString().slice(0, 10);
  const sentToday = history?.day === day ? history.sentOnDay : 0;
  if (history) {
    const wait = Date.parse(history.lastSentAt) + RESEND_LIMITS.intervalMs - now.getTime();
    if (wait > 0) return { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) };
  }
  if (sentToday >= RESEND_LIMITS.perDay) {
    const tomorrow = Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000;
    return { allowed: false, retryAfterSeconds: Math.ceil((tomorrow - now.getTime()) / 1000) };
  }
  return { allowed: true, next: { lastSentAt: now.toISOString(), day, sentOnDay: sentToday + 1 } };
};
