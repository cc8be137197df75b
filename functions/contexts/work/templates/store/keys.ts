/**
 * The keys of the items the templates module owns: an agent's task templates and their count.
 */
export const templatesKeys = {
  /** A task template the agent defined. */
  agentTemplate: (agentId: string, templateId: string) => ({ pk: `AGENT#${agentId}`, sk: `TEMPLATE#${templateId}` }),
  agentTemplatePrefix: 'TEMPLATE#',
  /** How many templates the agent holds (MAX_TEMPLATES_PER_AGENT); not under TEMPLATE#, so listing them skips it. */
  agentTemplateCount: (agentId: string) => ({ pk: `AGENT#${agentId}`, sk: 'TEMPLATES_HELD' }),
} as const;
