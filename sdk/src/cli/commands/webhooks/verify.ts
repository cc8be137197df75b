import { readFileSync } from 'node:fs';
import { verifyWebhook } from '../../../webhooks.js';
import { number, required } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';

export const webhooksVerify: Command = {
  options: {
    secret: { type: 'string', multiple: true },
    'body-file': { type: 'string' },
    header: { type: 'string', multiple: true },
    tolerance: { type: 'string' },
  },
  needsApiKey: false,
  async run({ values, out }) {
    const headers: Record<string, string> = {};
    for (const line of (values.header as string[] | undefined) ?? []) {
      const colon = line.indexOf(':');
      if (colon < 1) throw new UsageError(`--header must be 'name: value', got ${line}`);
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const bodyFile = required(values, 'body-file');
    // The raw bytes: a signature covers the body exactly as sent.
    const body = new Uint8Array(readFileSync(bodyFile === '-' ? 0 : bodyFile));
    const toleranceSeconds = number(values, 'tolerance');
    const secrets = (values.secret as string[] | undefined) ?? [];
    if (secrets.length === 0) throw new UsageError('--secret is required');
    // Several: a receiver rotating its secret accepts either.
    const event = await verifyWebhook(secrets, body, headers, toleranceSeconds === undefined ? {} : { toleranceSeconds });
    out(`Valid signature\n\n${fields(event)}`, { valid: true, event });
  },
};
