import type { TemplateLookup, TemplatesStore } from '../ports';
import { deleteTemplate, getTemplate, insertTemplate, listTemplates } from '../store/templates-store';

/** The templates module's store port on the DynamoDB table. */
export const templatesTable: TemplatesStore = { getTemplate, listTemplates, insertTemplate, deleteTemplate };

/** The composition root of the routes that expand a creation body or a quote's: a template read by id, nothing else of the table. */
export const templateLookup: TemplateLookup = { templates: { getTemplate } };

/** The composition root of the template routes that read or delete: the table alone (no screening). */
export const templateReads = { templates: templatesTable };
