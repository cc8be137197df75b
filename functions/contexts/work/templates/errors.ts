import { error, ForbiddenError, InvalidRequestError, NotFoundError, RuleViolationError } from '../../../platform/kernel/errors';

/** What templates, and tasks created from one, are refused with. */
export const templateErrors = {
  templateNotFound: error(NotFoundError, 'Template not found'),
  builtinTemplateNotDeletable: error(ForbiddenError, 'Built-in templates cannot be deleted'),
  tooManyTemplates: (max: number) => new RuleViolationError(`Too many templates: at most ${max} per agent`),
  missingInput: (name: string) => new InvalidRequestError(`Missing input: ${name}`),
  inputsWithoutTemplate: error(InvalidRequestError, 'inputs is only accepted with template_id'),
  locationRequiredByTemplate: error(InvalidRequestError, 'location is required by the template'),
};
