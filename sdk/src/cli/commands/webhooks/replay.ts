import { webhookId } from '../../args.js';
import { type Command, UsageError } from '../../command.js';
import { fields } from '../../format.js';

export const webhooksReplay: Command = {
  async run(context) {
    const deliveryId = context.positionals[1];
    if (!deliveryId) throw new UsageError('The delivery id is missing');
    const queued = await context.client().replayWebhookDelivery(webhookId(context), deliveryId);
    context.out(fields(queued), queued);
  },
};
