import type { TemplatesStore } from '../ports';
import { deleteTemplate, getTemplate, insertTemplate, listTemplates } from '../store/templates-store';

/** The templates module's store port on the DynamoDB table. */
export const templatesTable: TemplatesStore = { getTemplate, listTemplates, insertTemplate, deleteTemplate };
