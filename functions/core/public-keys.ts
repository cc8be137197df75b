import { createPublicKey } from 'node:crypto';
import { errors } from './errors';

const MESSAGE = 'agent_public_key must be a PEM SPKI public key: RSA of at least 2048 bits or EC P-256';

/** The keys a credential can be encrypted to (RSA-OAEP-256 or ECDH-ES+A256KW, per DECISIONS.md). */
export const checkAgentPublicKey = (pem: string): void => {
  if (!pem.includes('-----BEGIN PUBLIC KEY-----')) throw errors.invalid(MESSAGE);
  let details;
  try {
    const key = createPublicKey({ key: pem, format: 'pem' });
    details = { type: key.asymmetricKeyType, ...key.asymmetricKeyDetails };
  } catch {
    throw errors.invalid(MESSAGE);
  }
  const strongRsa = details.type === 'rsa' && (details.modulusLength ?? 0) >= 2048;
  const p256 = details.type === 'ec' && details.namedCurve === 'prime256v1';
  if (!strongRsa && !p256) throw errors.invalid(MESSAGE);
};
