import type { Email } from '../../platform/kernel/email';
import { lazyAwsClient } from '../../platform/logging/aws-clients';
import type { Mailer } from './mailer';

/** SES's SDK, imported at the first mail rather than when the function loads (registration loaded a second SDK client with it). */
const sdk = () => import('@aws-sdk/client-sesv2');

export class SesMailer implements Mailer {
  private readonly client = lazyAwsClient(() => sdk().then(({ SESv2Client }) => new SESv2Client({})));

  constructor(private readonly from: string) {}

  async send(email: Email): Promise<void> {
    const { SendEmailCommand } = await sdk();
    await (await this.client()).send(
      new SendEmailCommand({
        FromEmailAddress: this.from,
        Destination: { ToAddresses: [email.to] },
        Content: {
          Simple: {
            Subject: { Data: email.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: email.text, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  }
}
