import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Email } from '../kernel/email';
import { newId } from '../kernel/secrets';
import { ddb, TABLE_NAME } from '../table/client';
import { epochSeconds, platformKeys } from '../table/keys';
import { queryAll } from '../table/query';
import { parseItem } from '../table/read-item';
import { capturedMailItem } from './mail-item';

const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export const captureMail = async (email: Email, now: Date): Promise<void> => {
  const sentAt = now.toISOString();
  await ddb.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        ...platformKeys.capturedMail(sentAt, newId('mail')),
        ...email,
        sent_at: sentAt,
        expires_at: epochSeconds(new Date(now.getTime() + RETENTION_MS)),
      },
    }),
  );
};

/** Captured mail, oldest first, optionally only to one address (case-insensitive). */
export const listCapturedMail = async (to?: string): Promise<Email[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': platformKeys.capturedMailPartition },
    ConsistentRead: true,
  });
  return items.map((item) => parseItem(capturedMailItem, item)).filter((email) => to === undefined || email.to.toLowerCase() === to.toLowerCase());
};
