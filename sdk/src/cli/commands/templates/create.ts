import type { components } from '../../../api-types.generated.js';
import { number, readText, required } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';

export const templatesCreate: Command = {
  options: {
    name: { type: 'string' },
    type: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    requirement: { type: 'string', multiple: true },
    reward: { type: 'string' },
    'location-required': { type: 'boolean' },
    'result-schema-file': { type: 'string' },
  },
  async run({ values, client, out }) {
    const requirements = (values.requirement as string[] | undefined) ?? [];
    if (requirements.length === 0) throw new UsageError('At least one --requirement is required');
    const reward = number(values, 'reward');
    const schemaFile = typeof values['result-schema-file'] === 'string' ? values['result-schema-file'] : undefined;
    const template = await client().createTemplate({
      name: required(values, 'name'),
      task_type: required(values, 'type').toUpperCase() as components['schemas']['TaskType'],
      title: required(values, 'title'),
      description: required(values, 'description'),
      proof_requirements: requirements,
      ...(reward === undefined ? {} : { reward_usd: reward }),
      ...(values['location-required'] ? { location_required: true } : {}),
      ...(schemaFile ? { result_schema: JSON.parse(readText(schemaFile)) } : {}),
    });
    out(fields(template), template);
  },
};
