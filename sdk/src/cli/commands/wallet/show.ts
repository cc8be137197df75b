import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const walletShow: Command = {
  async run({ client, out }) {
    const wallet = await client().getWallet();
    out(fields(wallet), wallet);
  },
};
