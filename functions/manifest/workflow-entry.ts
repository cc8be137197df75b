import type { TableAccess } from './table-access';

/**
 * What one workflow is, in one entry beside its steps (functions/modules/<area>/workflow/<name>.workflow.ts),
 * from which the rest is derived: the dispatcher's decision and its event source filter (from the same
 * description of the starting items, so the two cannot drift), the step functions and their table
 * grants, the state machine's type and ARN variable, the local stack's runner. Entries hold data and
 * pure functions only: the CDK app loads them at synth (its import rules), the step code stays in the
 * -step.ts files, named by handler id. The states themselves are CDK code: lib/workflow-definitions.ts.
 */

/** A value a starting item's attribute may hold: what a stream filter and a plain comparison both say alike. */
type StartValue = string | boolean;

/** The inserted items that start a workflow (no other event starts one). */
interface StartingItems {
  /** The item's sort key: exactly, or a prefix. */
  readonly sk: string | { readonly prefix: string };
  /** Other attributes, each with the values it may hold (any one of them). */
  readonly where?: Readonly<Record<string, readonly StartValue[]>>;
}

/** A Lambda function of a workflow: a step its states call, or the dispatcher and the scheduled functions beside them. */
export interface WorkflowFunction {
  /** Its handler module under functions/, without .ts. */
  readonly handler: string;
  /** What it may do with the table (functions/manifest/table-access.ts). */
  readonly table: TableAccess;
  /** Above the 256 MB default, where measured to need it. */
  readonly memoryMb?: number;
  /** Above the 10 s default, where a step waits on something slow outside (a model). */
  readonly timeoutSeconds?: number;
  /**
   * Concurrent runs kept for it alone (and its most): a storm of API traffic cannot spend the
   * account's concurrency that the payout path needs, and the path cannot spend the API's.
   */
  readonly reservedConcurrency?: number;
}

/** The settings a start reads at run time (the dispatcher and the sweep pass the deployed ones). */
export interface WorkflowSettings {
  readonly sandboxStepSeconds: number;
  /** Seconds between a chain workflow's checks. */
  readonly chainPollSeconds: number;
  readonly onChain: boolean;
}

/** A starting item, as the stream's new image unmarshalled. */
export type StartingItem = Readonly<Record<string, unknown>>;

export interface WorkflowEntry<Step extends string = string> {
  /** Its construct id in the CDK app (and so its name in the console, its log group, its alarms, the local stack). */
  readonly machine: string;
  /**
   * EXPRESS for the task workflows (seconds long, see lib/workflows.ts). STANDARD for the chain
   * ones: they wait on blocks, not on Lambda, as long as the chain or its RPC endpoint takes.
   */
  readonly type: 'EXPRESS' | 'STANDARD';
  /** What starts it, in words (the settings' documentation says it). */
  readonly startedBy: string;
  readonly startsOn: StartingItems;
  /**
   * What a starting item must also meet, on settings no stream filter sees: the filter passes
   * these items too, the dispatcher drops them.
   */
  readonly startsOnlyIf?: (item: StartingItem, settings: WorkflowSettings) => boolean;
  /** The attribute of the starting item naming what a run works on (a task, a deposit, a payout). */
  readonly subject: string;
  /** A run's name, from its starting item: a repeated start runs nothing new. */
  readonly executionName: (subject: string, item: StartingItem) => string;
  /** A run's input for its subject: the dispatcher's, and the sweep's when it starts a stalled run again. */
  readonly input: (subject: string, settings: WorkflowSettings) => Record<string, unknown>;
  /** The functions its Task states call, by the id the states name them with. */
  readonly steps: Readonly<Record<Step, WorkflowFunction>>;
  /** Other workflows' steps its states call as well, by id (the function is theirs: one Lambda, one grant). */
  readonly alsoCalls?: readonly string[];
  /** The timer sweep starts it again when its work stalls (functions/contexts/edge/sweep/workflow/timers-step.ts). */
  readonly resumable: boolean;
}

/** A machine's ARN variable: ProofReview -> PROOF_REVIEW_STATE_MACHINE_ARN. */
const arnVariableOf = (machine: string) => `${machine.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toUpperCase()}_STATE_MACHINE_ARN`;

/** An entry, with what follows from it: the dispatcher's environment variable holding its ARN. */
export const defineWorkflow = <const Entry extends WorkflowEntry>(entry: Entry) => ({
  ...entry,
  arnVariable: arnVariableOf(entry.machine),
});

/** Checks a chain workflow makes before it gives up and fails (two hours at the default 10 s between checks). */
export const CHAIN_MAX_CHECKS = 720;

/** A Lambda event filter pattern on a DynamoDB stream record (exact values and prefixes only: the local stack evaluates them too). */
export type RecordPattern = Readonly<Record<string, unknown>>;

const typed = (value: StartValue) => (typeof value === 'boolean' ? 'BOOL' : 'S');

/** The event source filter pattern for the starting items: the same description as `startsOn` below reads. */
export const filterPatternOf = ({ sk, where = {} }: StartingItems): RecordPattern => {
  const attributes: Record<string, unknown> = { sk: { S: [typeof sk === 'string' ? sk : { prefix: sk.prefix }] } };
  for (const [name, values] of Object.entries(where)) attributes[name] = { [typed(values[0]!)]: [...values] };
  return { eventName: ['INSERT'], dynamodb: { NewImage: attributes } };
};

/** Whether an inserted item is one of the starting items (the filter pattern's meaning, on the unmarshalled item). */
export const startsOn = ({ sk, where = {} }: StartingItems, item: StartingItem): boolean => {
  const key = item.sk;
  if (typeof key !== 'string' || !(typeof sk === 'string' ? key === sk : key.startsWith(sk.prefix))) return false;
  return Object.entries(where).every(([name, values]) => values.some((value) => item[name] === value));
};

/**
 * Patterns that differ in one attribute's values only, as one (that attribute takes the values of
 * all): a record matches the result exactly when it matches one of them. Lambda allows an event
 * source mapping 5 filters, and the three task workflows start on status changes alike.
 */
export const mergedPatterns = (patterns: readonly RecordPattern[]): RecordPattern[] => {
  const merged: RecordPattern[] = [];
  for (const pattern of patterns) {
    const index = merged.findIndex((other) => unionOf(other, pattern) !== undefined);
    if (index < 0) merged.push(pattern);
    else merged[index] = unionOf(merged[index]!, pattern)!;
  }
  return merged;
};

/** `a` and `b` as one pattern when they differ in one attribute's list of values at most; else undefined. */
const unionOf = (a: RecordPattern, b: RecordPattern): RecordPattern | undefined => {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length || !keys.every((key) => key in b)) return undefined;
  let differs = 0;
  const union: Record<string, unknown> = {};
  for (const key of keys) {
    const [x, y] = [a[key], b[key]];
    if (JSON.stringify(x) === JSON.stringify(y)) union[key] = x;
    else if (Array.isArray(x) && Array.isArray(y)) {
      differs++;
      union[key] = [...x, ...y.filter((value) => !x.some((known) => JSON.stringify(known) === JSON.stringify(value)))];
    } else if (x && y && typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) && !Array.isArray(y)) {
      const inner = unionOf(x as RecordPattern, y as RecordPattern);
      if (!inner) return undefined;
      differs++;
      union[key] = inner;
    } else return undefined;
  }
  return differs <= 1 ? union : undefined;
};
