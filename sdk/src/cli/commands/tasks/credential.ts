import { decryptCredential } from '../../../credentials.js';
import { privateKeyPem, taskId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const tasksCredential: Command = {
  options: { key: { type: 'string' } },
  async run(context) {
    const retrieved = await context.client().retrieveCredential(taskId(context));
    const keyFile = context.values.key as string | undefined;
    if (!keyFile) {
      context.out(JSON.stringify(retrieved, null, 2), retrieved);
      return;
    }
    const credential = await decryptCredential(retrieved.encrypted_credential, privateKeyPem(keyFile));
    context.out(fields(credential), credential);
  },
};
