import type { Context } from 'aws-lambda';
import { type RunOptions, StateMachine } from 'aws-local-stepfunctions';
import { localLambdaContext } from './lambda-context';
import type { SynthesizedStateMachine } from './state-machine-definitions';

/** A Lambda handler as the runtime calls it. */
export type LocalHandler = (event: any, context: Context) => unknown;

type JSONValue = Parameters<StateMachine['run']>[0];

/** What crosses the wire to and from Lambda is JSON: Dates become strings, undefined disappears. */
const overTheWire = (value: unknown): JSONValue => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * Calls a handler the way Step Functions sees a Lambda call: JSON in, JSON out, and a thrown
 * error surfaces with Lambda's errorType, which the Node.js runtime takes from `error.name`.
 * ErrorEquals in Retry/Catch is compared with that name, by string equality (no subclassing).
 */
const asLambda =
  (functionName: string, handler: LocalHandler) =>
  async (event: JSONValue): Promise<JSONValue> => {
    try {
      return overTheWire(await handler(overTheWire(event), localLambdaContext(functionName, { timeoutMs: 60_000 })));
    } catch (error) {
      if (error instanceof Error) throw error; // name kept: 'TransientError' matches ErrorEquals ['TransientError']
      throw Object.assign(new Error(String(error)), { name: typeof error }); // e.g. `throw 'x'` -> errorType 'string'
    }
  };

/** The optimized integration hands the Task `{ FunctionName, Payload }` and expects Lambda's Invoke response back. */
const asLambdaInvokeIntegration = (call: (event: JSONValue) => Promise<JSONValue>) => async (input: JSONValue) => {
  const payload = (input as { Payload?: JSONValue }).Payload ?? null;
  return { ExecutedVersion: '$LATEST', Payload: await call(payload), StatusCode: 200 };
};

type LocalRunOptions = Omit<RunOptions, 'overrides'> & {
  /** Wait state name -> milliseconds to wait instead. */
  readonly waitTimeOverrides?: Record<string, number>;
  /** State name -> milliseconds between retries instead (or one per retrier). */
  readonly retryIntervalOverrides?: Record<string, number | number[]>;
};

/**
 * Runs the synthesized ASL with aws-local-stepfunctions. `handlers` is keyed by handler module
 * ('workflows/review'); every Task must have one, so nothing ever reaches AWS.
 */
export const localStateMachine = (machine: SynthesizedStateMachine, handlers: Record<string, LocalHandler>) => {
  const taskResourceLocalHandlers = Object.fromEntries(
    Object.entries(machine.tasks).map(([stateName, task]) => {
      const handler = handlers[task.handler];
      if (!handler) throw new Error(`No local handler for '${task.handler}' (Task ${stateName} in ${machine.path})`);
      const call = asLambda(task.logicalId, handler);
      return [stateName, task.integration === 'lambda:invoke' ? asLambdaInvokeIntegration(call) : call];
    }),
  );
  // Validated once, when it was synthesized (state-machine-definitions.ts): validating takes a second.
  const stateMachine = new StateMachine(JSON.parse(machine.asl), { validationOptions: { noValidate: true } });
  return {
    run: (input: JSONValue, { waitTimeOverrides, retryIntervalOverrides, ...options }: LocalRunOptions = {}) =>
      stateMachine.run(input, { ...options, overrides: { taskResourceLocalHandlers, waitTimeOverrides, retryIntervalOverrides } }),
  };
};
