import { required } from '../args.js';
import type { Command } from '../command.js';
import { fields } from '../format.js';

export const register: Command = {
  options: { name: { type: 'string' }, email: { type: 'string' }, company: { type: 'string' } },
  needsApiKey: false,
  async run({ values, client, out }) {
    const company = values.company as string | undefined;
    const agent = await client().register({ name: required(values, 'name'), email: required(values, 'email'), ...(company ? { company } : {}) });
    out(
      `${fields(agent, ['agent_id', 'tier', 'key_id', 'api_key'])}\n\n${agent.message}\nThe API key is shown only now: export HANDOFF_API_KEY=${agent.api_key}`,
      agent,
    );
  },
};
