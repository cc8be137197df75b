import type { Command } from '../../command.js';
import { fields } from '../../format.js';
import { BINDING_HEADER, walletAccount } from '../../wallet.js';

export const walletBind: Command = {
  options: { 'private-key-env': { type: 'string' } },
  async run({ values, client, out }) {
    const account = await walletAccount(values);
    const [agent, challenge] = await Promise.all([client().me(), client().createWalletChallenge()]);
    const { message, nonce } = challenge;
    if (!message.startsWith(BINDING_HEADER) || !message.includes(`Agent: ${agent.agent_id}\n`) || !message.includes(`Nonce: ${nonce}\n`))
      throw new Error(`The challenge is not Handoff's wallet binding for ${agent.agent_id}; nothing was signed:\n${message}`);
    const signature = await account.signMessage({ message });
    const wallet = await client().bindWallet({ wallet_address: account.address, nonce, signature });
    out(fields(wallet), wallet);
  },
};
