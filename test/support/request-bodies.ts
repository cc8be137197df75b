/**
 * The bodies the tests send most: a task and a template, each with `overrides`. Plain data, so the
 * API tests and the unit cases that read a body through the route's own schemas share them.
 */

/** A real-looking task: $10 to check a storefront. */
export const taskBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Is the corner store open?',
  description: 'Walk by 12 Main St and check whether the store is open.',
  reward_usd: 10,
  proof_requirements: ['photo of the storefront'],
  task_type: 'VERIFICATION',
  ...overrides,
});

/** A template with two inputs and a structured result: how long the queue is at a place. */
export const templateBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Queue check',
  task_type: 'VERIFICATION',
  title: 'How long is the queue at {{place}}?',
  description: 'Go to {{place}} on {{street}} and count the people waiting.',
  proof_requirements: ['A photo of the queue'],
  result_schema: {
    type: 'object',
    properties: { people: { type: 'integer', minimum: 0 }, moving: { type: 'boolean' }, mood: { enum: ['calm', 'tense'] } },
    required: ['people', 'moving'],
  },
  reward_usd: 6,
  ...overrides,
});
