import type { ApiKeyScope } from '../../../client.js';
import { number, required } from '../../args.js';
import type { Command } from '../../command.js';
import { fields, grantView } from '../../format.js';

export const keysCreate: Command = {
  options: {
    name: { type: 'string' },
    scope: { type: 'string', multiple: true },
    'max-task-usd': { type: 'string' },
    'daily-spend-usd': { type: 'string' },
    'expires-at': { type: 'string' },
  },
  async run({ values, client, out }) {
    const maxTask = number(values, 'max-task-usd');
    const dailySpend = number(values, 'daily-spend-usd');
    const scopes = values.scope as string[] | undefined;
    const expiresAt = values['expires-at'] as string | undefined;
    const key = await client().createApiKey(required(values, 'name'), {
      ...(scopes ? { scopes: scopes as ApiKeyScope[] } : {}),
      ...(maxTask !== undefined || dailySpend !== undefined
        ? {
            limits: {
              ...(maxTask !== undefined ? { max_task_usd: maxTask } : {}),
              ...(dailySpend !== undefined ? { daily_spend_usd: dailySpend } : {}),
            },
          }
        : {}),
      ...(expiresAt ? { expires_at: expiresAt } : {}),
    });
    out(`${fields({ ...key, ...grantView(key) })}\n\nThe API key is shown only now.`, key);
  },
};
