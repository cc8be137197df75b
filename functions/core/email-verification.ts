import { randomBase62, sha256Hex } from './secrets';

export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

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
