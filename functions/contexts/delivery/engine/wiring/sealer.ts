import { secretBox } from '../../../../adapters/callbacks/secret-box';
import type { SecretSealer } from '../ports';

/**
 * What seals and opens the secrets deliveries are signed or authorized with: KMS when deployed, a
 * key file locally (chosen at first use). A file apart from the engine's transport, so that what
 * only seals or opens a secret (the callback secret's reveal) bundles no transport or URL rules.
 */
export const sealer: SecretSealer = {
  seal: (plaintext, context) => secretBox().seal(plaintext, context),
  open: (sealed, context) => secretBox().open(sealed, context),
};
