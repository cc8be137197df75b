import { MAX_RESULT_FIELDS } from '../../functions/contexts/work/tasks/domain/result-schemas';
import { MAX_INPUT_LENGTH, MAX_INPUTS, MAX_TEMPLATES_PER_AGENT } from '../../functions/contexts/work/templates/domain/templates';

import { templateErrors } from '../../functions/contexts/work/templates/errors';
import type { Area } from '../operation';

const NOT_FOUND = `${templateErrors.templateNotFound().message} (missing, or another agent's template)`;

export const templates: Area = {
  tag: { name: 'Templates', description: 'Task shapes an agent defines once, and the built-in ones, to create tasks from' },
  operations: {
    'POST /api/v1/templates': {
      operationId: 'createTemplate',
      summary: 'Define a template to create tasks from',
      description: `A task shape: \`title\` and \`description\` may hold \`{{name}}\` placeholders (letters, digits and _,
at most ${MAX_INPUTS}), which \`POST /api/v1/tasks\` fills from \`inputs\` (each at most ${MAX_INPUT_LENGTH} characters).
\`result_schema\` (optional) is the structured answer its tasks ask the operator for: a JSON Schema object of at most
${MAX_RESULT_FIELDS} string, number, integer, boolean or enum properties with \`required\`; anything else is refused
(400 \`result_schema <problem>\`). \`reward_usd\` is the default reward of its tasks (at least $1), and
\`location_required\` makes its tasks give a \`location\`. An agent holds at most ${MAX_TEMPLATES_PER_AGENT} templates.
Its name, title, description and proof requirements are screened by the acceptable use policy (\`GET /acceptable-use\`): a
prohibited template answers 422 \`Refused by the acceptable use policy: <category>\` with \`category\`; the tasks made
from a template are screened again, with their inputs, when created.`,
      responses: { 201: 'The template' },
      errors: {
        400: 'Validation failure (`<field> <problem>`), or `result_schema <problem>` (e.g. `result_schema properties must hold 1 to 32 fields`, `result_schema properties.x: keyword format is not supported ...`)',
        422: `\`${templateErrors.tooManyTemplates(MAX_TEMPLATES_PER_AGENT).message}\`, \`Minimum task value is $1\`, or \`Refused by the acceptable use policy: <category>\` (with \`category\`)`,
      },
    },
    'GET /api/v1/templates': {
      operationId: 'listTemplates',
      summary: "The built-in templates and the calling agent's own",
      description:
        "The built-in ones first (`builtin: true`: is this place open, photograph an address, confirm a delivery, check a price on a shelf), then the agent's own, oldest first.",
      responses: { 200: 'Every template the agent can use' },
    },
    'GET /api/v1/templates/{id}': {
      operationId: 'getTemplate',
      summary: "One template: built-in or the calling agent's own",
      params: { id: 'The template_id' },
      responses: { 200: 'The template' },
      errors: { 404: NOT_FOUND },
    },
    'DELETE /api/v1/templates/{id}': {
      operationId: 'deleteTemplate',
      summary: "Delete one of the calling agent's templates",
      description: 'Tasks created from it keep their fields. Built-in templates cannot be deleted.',
      params: { id: 'The template_id' },
      responses: { 200: 'Deleted' },
      errors: { 403: templateErrors.builtinTemplateNotDeletable().message, 404: NOT_FOUND },
    },
  },
};
