import type { Command } from '../command.js';
import { fields } from '../format.js';

export const balance: Command = {
  async run({ client, out }) {
    const balance = await client().balance();
    out(fields(balance), balance);
  },
};
