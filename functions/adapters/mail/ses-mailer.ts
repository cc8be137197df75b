import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Email } from '../../core/email';
import type { Mailer } from './mailer';

export class SesMailer implements Mailer {
  private readonly client = new SESv2Client({});

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
