import { decryptCredential } from '../../../credentials.js';
import { encryptedCredentialFrom, privateKeyPem, required } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const credentialDecrypt: Command = {
  options: { key: { type: 'string' }, file: { type: 'string' } },
  needsApiKey: false,
  async run({ values, out }) {
    const credential = await decryptCredential(encryptedCredentialFrom(required(values, 'file')), privateKeyPem(required(values, 'key')));
    out(fields(credential), credential);
  },
};
