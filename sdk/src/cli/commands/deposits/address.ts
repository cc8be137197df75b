import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const depositsAddress: Command = {
  async run({ client, out }) {
    const address = await client().depositAddress();
    out(fields(address), address);
  },
};
