import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { newId } from '../core/secrets';
import type { Email } from '../mail/mailer';
import { ddb, TABLE_NAME } from './client';
import { epochSeconds, keys } from './keys';

const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const captureMail = async (email: Email, now: Date): Promise<void> => {
  const sentAt = now.toISOString();
  await ddb.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        ...keys.capturedMail(sentAt, newId('mail')),
        ...email,
        sent_at: sentAt,
        expires_at: epochSeconds(new Date(now.getTime() + RETENTION_MS)),
      },
    }),
  );
};

/** Captured mail, oldest first, optionally only to one address (case-insensitive). */
export const listCapturedMail = async (to?: string): Promise<Email[]> => {
  const mails: Email[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.capturedMailPartition },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (to === undefined || (item.to as string).toLowerCase() === to.toLowerCase()) {
        mails.push({
          to: item.to as string,
          subject: item.subject as string,
          text: item.text as string,
          verification_token: item.verification_token as string | undefined,
        });
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return mails;
};
