import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Email } from '../../core/email';
import type { Mailer } from './mailer';
import { awsClient } from '../../logging/aws-clients';

export class SesMailer implements Mailer {
  private readonly client = awsClient(new SESv2Client({}));

  constructor(private readonly from: string) {}

  async send(email: Email): Promise<void> {
    await this.client.send(
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
