import { templateId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const templatesDelete: Command = {
  async run(context) {
    const deleted = await context.client().deleteTemplate(templateId(context));
    context.out(fields(deleted), deleted);
  },
};
