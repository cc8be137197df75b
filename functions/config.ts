/**
 * Runtime configuration, read once from the environment and validated, so a bad deployment
 * fails at start-up instead of on the first request that needs the value.
 */
export type AppEnv = 'development' | 'production';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
};

const appEnv = (): AppEnv => {
  const value = process.env.APP_ENV ?? 'production';
  if (value !== 'development' && value !== 'production') {
    throw new Error(`APP_ENV must be development or production, got ${value}`);
  }
  return value;
};

export const config = {
  appEnv: appEnv(),
  tableName: required('TABLE_NAME'),
  /** Set only for DynamoDB Local. */
  dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
  mailFrom: process.env.MAIL_FROM || 'no-reply@handoff.example',
  /** Base of links in emails; empty means links are left out. */
  publicBaseUrl: process.env.PUBLIC_BASE_URL || '',
} as const;

export const isDevelopment = (): boolean => config.appEnv === 'development';
