import { type Command, UsageError } from '../../command.js';

export const keysRevoke: Command = {
  async run(context) {
    const keyId = context.positionals[0];
    if (!keyId) throw new UsageError('The key id is missing');
    const revoked = await context.client().revokeApiKey(keyId);
    context.out(`Revoked ${keyId}`, revoked);
  },
};
