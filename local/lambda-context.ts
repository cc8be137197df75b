import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/**
 * The context Lambda hands a local invocation: the function's name, a request id and the
 * time left before the timeout, so handlers (and their logs) see what they would in AWS.
 */
export const localLambdaContext = (functionName: string, options: { requestId?: string; timeoutMs: number }): Context => {
  const deadline = Date.now() + options.timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '256',
    awsRequestId: options.requestId ?? randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => deadline - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};
