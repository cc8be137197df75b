import { writeFileSync } from 'node:fs';
import { createCredentialKeyPair } from '../../../credentials.js';
import { required } from '../../args.js';
import { type Command, UsageError } from '../../command.js';

export const credentialKeygen: Command = {
  options: { out: { type: 'string' }, type: { type: 'string' } },
  needsApiKey: false,
  async run({ values, out }) {
    const name = required(values, 'out');
    const type = ((values.type as string | undefined) ?? 'EC').toUpperCase();
    if (type !== 'EC' && type !== 'RSA') throw new UsageError('--type must be EC or RSA');
    const pair = await createCredentialKeyPair(type);
    writeFileSync(`${name}.key.pem`, pair.privateKeyPem, { mode: 0o600 });
    writeFileSync(`${name}.pub.pem`, pair.publicKeyPem);
    out(`Wrote ${name}.key.pem (private: keep it) and ${name}.pub.pem (tasks create --public-key-file ${name}.pub.pem)`, {
      private_key_file: `${name}.key.pem`,
      public_key_file: `${name}.pub.pem`,
    });
  },
};
