import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { TRANSITIONS } from '../../../../functions/contexts/work/tasks/domain/transitions';
import { filterPatternOf, startsOn, type WorkflowSettings } from '../../../../functions/manifest/workflow-entry';
import {
  BACKGROUND_FUNCTIONS,
  DISPATCH_FILTER_PATTERNS,
  RESUMABLE_WORKFLOWS,
  stepsCalledBy,
  WORKFLOW_NAMES,
  WORKFLOW_STEPS,
  WORKFLOWS,
  type WorkflowName,
  workflowStartFor,
} from '../../../../functions/manifest/workflows';
import { eventFilter } from '../../../../functions/platform/workflow/event-filter';

const ROOT = join(__dirname, '..', '..', '..', '..');
/**
 * The CDK app's lists by handler, routes' and steps' alike: who may use the photo bucket (PHOTO_ACCESS),
 * the chain's RPC URL (CHAIN_HANDLERS), whose logs are kept a year (MONEY_HANDLERS).
 */
const HANDLER_LISTS = ['lib/api.ts', 'lib/chain-rpc-url.ts', 'lib/handler-function.ts'];
const SETTINGS: WorkflowSettings = { sandboxStepSeconds: 2, chainPollSeconds: 10, onChain: false };

const filesUnder = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });

/** Every combination of the attributes the starting items are told apart by, as stream records. */
const sampleRecords = () => {
  const records: { eventName: string; dynamodb: { NewImage?: Record<string, unknown> } }[] = [];
  const sks = ['TASK', 'TASK_CONTENT', 'EVENT#000002', 'EVENT', 'XEVENT#000002', 'DEPOSIT', 'PAYOUT', 'PROFILE'];
  const statuses = [
    undefined,
    'SUBMITTED',
    'VERIFIED',
    'COMPLETED',
    'CANCELLED',
    'ACCEPTED',
    'PENDING',
    'HELD',
    'PENDING_CONFIRMATIONS',
    'CONFIRMED',
    7,
  ];
  const flags = [undefined, true, false, 'true'];
  const triggers = [undefined, 'guardian_approve', 'agent_approve', 'submit'];
  for (const eventName of ['INSERT', 'MODIFY', 'REMOVE']) {
    for (const sk of sks) {
      for (const status of statuses) {
        for (const sandbox of flags) {
          for (const simulated of [undefined, true]) {
            for (const trigger of triggers) {
              const item = { pk: 'X#1', sk, task_id: 'tsk_1', transaction_id: 'dep_1', payout_id: 'pay_1', status, sandbox, simulated, trigger };
              records.push({ eventName, dynamodb: { NewImage: marshall(item, { removeUndefinedValues: true }) } });
            }
          }
        }
      }
    }
  }
  records.push({ eventName: 'REMOVE', dynamodb: {} });
  return records;
};

/** The dispatcher's reading of a record: an inserted item (what `startFor` unmarshalls). */
const insertedItem = (record: ReturnType<typeof sampleRecords>[number]) =>
  record.eventName === 'INSERT' && record.dynamodb.NewImage ? unmarshall(record.dynamodb.NewImage as never) : undefined;

describe('The workflow registry', () => {
  const records = sampleRecords();

  it("keeps each entry's start condition and its stream filter pattern in agreement, record by record", () => {
    for (const name of WORKFLOW_NAMES) {
      const filter = eventFilter([filterPatternOf(WORKFLOWS[name].startsOn)]);
      for (const record of records) {
        const item = insertedItem(record);
        expect(filter(record), `${name}: ${JSON.stringify(record)}`).toBe(item !== undefined && startsOn(WORKFLOWS[name].startsOn, item));
      }
    }
  });

  it('gives the dispatcher exactly the records that start a run (on a chain), a superset of them without one, and no record two runs', () => {
    const dispatched = eventFilter(DISPATCH_FILTER_PATTERNS);
    let starts = 0;
    for (const record of records) {
      const item = insertedItem(record);
      const matching = WORKFLOW_NAMES.filter((name) => item !== undefined && startsOn(WORKFLOWS[name].startsOn, item));
      expect(matching.length, JSON.stringify(record)).toBeLessThanOrEqual(1);
      const onChain = item && workflowStartFor(item, { ...SETTINGS, onChain: true });
      const offChain = item && workflowStartFor(item, SETTINGS);
      expect(dispatched(record), JSON.stringify(record)).toBe(onChain !== undefined);
      if (offChain) expect(dispatched(record)).toBe(true);
      if (onChain) starts++;
    }
    // The samples do reach every workflow.
    expect(starts).toBeGreaterThan(WORKFLOW_NAMES.length);
    // Lambda allows an event source mapping 5 filters.
    expect(DISPATCH_FILTER_PATTERNS.length).toBeLessThanOrEqual(5);
  });

  it('starts what the dispatcher always started, under the same execution names and inputs', () => {
    const event = (status: string, trigger: string) => ({ sk: 'EVENT#000003', task_id: 'tsk_1', status, trigger });
    expect(workflowStartFor(event('SUBMITTED', 'submit'), SETTINGS)).toEqual({
      workflow: 'proofReview',
      name: 'review-tsk_1-000003',
      input: { taskId: 'tsk_1' },
    });
    expect(workflowStartFor(event('VERIFIED', 'agent_approve'), SETTINGS)).toEqual({
      workflow: 'finalization',
      name: 'finalize-tsk_1',
      input: { taskId: 'tsk_1' },
    });
    expect(workflowStartFor(event('CANCELLED', 'cancel'), SETTINGS)).toEqual({
      workflow: 'photoCleanup',
      name: 'photos-tsk_1',
      input: { taskId: 'tsk_1' },
    });
    expect(workflowStartFor(event('ACCEPTED', 'approve_estimate'), SETTINGS)).toBeUndefined();
    expect(workflowStartFor({ sk: 'TASK', task_id: 'tsk_2', sandbox: true, status: 'PENDING' }, SETTINGS)).toEqual({
      workflow: 'sandboxRun',
      name: 'sandbox-tsk_2',
      input: { taskId: 'tsk_2', stepSeconds: 2 },
    });
    // A sandbox task created HELD waits for staff: no simulated run until it is released.
    expect(workflowStartFor({ sk: 'TASK', task_id: 'tsk_3', sandbox: true, status: 'HELD' }, SETTINGS)).toBeUndefined();
    expect(workflowStartFor({ sk: 'DEPOSIT', transaction_id: 'dep_1', status: 'PENDING_CONFIRMATIONS' }, SETTINGS)).toEqual({
      workflow: 'depositConfirmation',
      name: 'deposit-dep_1',
      input: { transactionId: 'dep_1', pollSeconds: 10, checks: 0 },
    });
    const payout = { sk: 'PAYOUT', payout_id: 'pay_1' };
    const settlement = { workflow: 'payoutSettlement', name: 'payout-pay_1', input: { payoutId: 'pay_1', pollSeconds: 10, checks: 0 } };
    expect(workflowStartFor({ ...payout, simulated: true }, SETTINGS)).toEqual(settlement);
    expect(workflowStartFor(payout, { ...SETTINGS, onChain: true })).toEqual(settlement);
    // Off the chain, only a simulated payout is settled by the workflow.
    expect(workflowStartFor(payout, SETTINGS)).toBeUndefined();
  });

  it("starts no Finalization on the Guardian's VERIFIED (its ProofReview run finalizes the task), and one on every other move into VERIFIED", () => {
    const verifiedBy = (trigger: string) => workflowStartFor({ sk: 'EVENT#000005', task_id: 'tsk_1', status: 'VERIFIED', trigger }, SETTINGS);
    const intoVerified = TRANSITIONS.filter(({ to }) => to === 'VERIFIED').map(({ trigger }) => trigger);
    expect(intoVerified).toContain('guardian_approve');
    for (const trigger of intoVerified)
      expect(verifiedBy(trigger)?.workflow, trigger).toBe(trigger === 'guardian_approve' ? undefined : 'finalization');
    const events = eventFilter(DISPATCH_FILTER_PATTERNS);
    const record = (trigger: string) => ({
      eventName: 'INSERT',
      dynamodb: { NewImage: marshall({ pk: 'TASK#tsk_1', sk: 'EVENT#000005', task_id: 'tsk_1', status: 'VERIFIED', trigger }) },
    });
    expect(events(record('guardian_approve'))).toBe(false);
    expect(events(record('agent_approve'))).toBe(true);
    // ProofReview's states call that step themselves.
    expect(stepsCalledBy('proofReview')).toEqual(['reviewProof', 'finalize']);
    expect(stepsCalledBy('finalization')).toEqual(['finalize']);
  });

  it('names its ARN variable after its machine, and lets the sweep resume the five whose work can stall', () => {
    expect(WORKFLOW_NAMES.map((name) => WORKFLOWS[name].arnVariable)).toEqual([
      'PROOF_REVIEW_STATE_MACHINE_ARN',
      'FINALIZATION_STATE_MACHINE_ARN',
      'PHOTO_CLEANUP_STATE_MACHINE_ARN',
      'SANDBOX_RUN_STATE_MACHINE_ARN',
      'DEPOSIT_CONFIRMATION_STATE_MACHINE_ARN',
      'PAYOUT_SETTLEMENT_STATE_MACHINE_ARN',
    ]);
    expect(RESUMABLE_WORKFLOWS).toEqual(['proofReview', 'finalization', 'sandboxRun', 'depositConfirmation', 'payoutSettlement']);
  });

  const entryFiles = filesUnder('functions/contexts').filter((path) => path.endsWith('.workflow.ts'));

  it('gathers every entry file and only those; each step is a handler module beside its entry, under an id no other step has', async () => {
    const fileOf = new Map<unknown, string>();
    for (const file of entryFiles) {
      for (const value of Object.values(await import(join(ROOT, file)))) {
        if (value && typeof value === 'object' && 'machine' in value && 'steps' in value) fileOf.set(value, file);
      }
    }
    expect(new Set(fileOf.keys())).toEqual(new Set(Object.values(WORKFLOWS)));
    for (const name of WORKFLOW_NAMES) {
      for (const { handler } of Object.values(WORKFLOWS[name].steps)) {
        const file = `functions/${handler}.ts`;
        expect(existsSync(join(ROOT, file)), file).toBe(true);
        expect(readFileSync(join(ROOT, file), 'utf8'), file).toMatch(/^export const handler = /m);
        expect(dirname(file), handler).toBe(dirname(fileOf.get(WORKFLOWS[name])!));
      }
    }
    const stepCount = WORKFLOW_NAMES.reduce((count, name) => count + Object.keys(WORKFLOWS[name].steps).length, 0);
    expect(Object.keys(WORKFLOW_STEPS)).toHaveLength(stepCount);
    // The other workflows' steps a machine calls as well exist, and are not its own.
    for (const name of WORKFLOW_NAMES) {
      const others = stepsCalledBy(name).slice(Object.keys(WORKFLOWS[name].steps).length);
      for (const id of others) {
        expect(WORKFLOW_STEPS, `${name}: ${id}`).toHaveProperty(id);
        expect(WORKFLOWS[name].steps, `${name}: ${id}`).not.toHaveProperty(id);
      }
    }
    for (const { handler } of Object.values(BACKGROUND_FUNCTIONS)) {
      expect(readFileSync(join(ROOT, `functions/${handler}.ts`), 'utf8'), handler).toMatch(/^export const handler = /m);
    }
  });

  it('is the one place that describes a workflow: its entry, the list that gathers it and its states (and, if resumable, the sweep that restarts it)', () => {
    // Code only: comments and prose (strings with spaces) may mention a workflow anywhere.
    const code = (path: string) =>
      readFileSync(join(ROOT, path), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
        .replace(/'[^'\n]* [^'\n]*'|"[^"\n]* [^"\n]*"/g, "''");
    const sources = ['functions', 'lib', 'local', 'bench', 'bin', 'openapi']
      .flatMap(filesUnder)
      .filter((path) => /\.tsx?$/.test(path))
      .map((path) => ({ path, text: code(path) }));
    const placesNaming = (name: WorkflowName) => {
      const { machine, steps } = WORKFLOWS[name];
      const names = [new RegExp(`\\b${name}\\b`), new RegExp(`['"\`]${machine}['"\`]`)];
      const handlers = Object.values(steps).map(({ handler }) => `'${handler}'`);
      return sources
        .filter(({ text }) => names.some((pattern) => pattern.test(text)) || handlers.some((handler) => text.includes(handler)))
        .map(({ path }) => relative(ROOT, join(ROOT, path)))
        .sort();
    };
    for (const name of WORKFLOW_NAMES) {
      const entry = entryFiles.find((file) => new RegExp(`export const ${name}\\b`).test(code(file)))!;
      const expected = [
        entry,
        'functions/manifest/workflows.ts',
        'lib/workflow-definitions.ts',
        ...(RESUMABLE_WORKFLOWS.includes(name as never) ? ['functions/contexts/edge/sweep/workflow/timers-step.ts'] : []),
        // Kept by hand on purpose (lib/chain-rpc-url.ts says why): a step that needs one is named there, as a route is.
        ...HANDLER_LISTS.filter((list) => Object.values(WORKFLOWS[name].steps).some(({ handler }) => code(list).includes(`'${handler}'`))),
      ].sort();
      expect(placesNaming(name), name).toEqual(expected);
    }
  });
});
