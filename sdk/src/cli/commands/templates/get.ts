import { templateId } from '../../args.js';
import type { Command } from '../../command.js';
import { fields } from '../../format.js';

export const templatesGet: Command = {
  async run(context) {
    const template = await context.client().getTemplate(templateId(context));
    context.out(fields(template), template);
  },
};
