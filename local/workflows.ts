import { WORKFLOW_NAMES, WORKFLOWS, type WorkflowName } from '../functions/manifest/workflows';
import type { WorkflowStarter } from '../functions/platform/workflow/starter';
import { count, instrumentationEnabled } from './instrumentation';
import { handoffStateMachines, stateMachineAt } from './state-machine-definitions';
import { type LocalHandler, localStateMachine } from './state-machine-runner';

type EventLogs = ReturnType<ReturnType<typeof localStateMachine>['run']>['eventLogs'];

/**
 * What Step Functions bills for one execution, read from the engine's event log: the
 * execution (an Express request), every state entered or retried (a Standard transition) and
 * the run time (Express duration). Counted under `stepfunctions.express.*` or `.standard.*`.
 */
const countExecution = async (workflow: WorkflowName, type: string, events: EventLogs) => {
  const kind = `stepfunctions.${type.toLowerCase()}`;
  count(`${kind}.executions`, workflow);
  let startedAt = 0;
  for await (const event of events) {
    if (event.type === 'ExecutionStarted') startedAt = event.timestamp;
    else if (event.type === 'StateEntered' || event.type === 'StateRetried') count(`${kind}.transitions`, workflow);
    else if (event.type.startsWith('Execution')) count(`${kind}.ms`, workflow, event.timestamp - startedAt);
  }
};

export interface LocalWorkflows extends WorkflowStarter {
  /** Aborts the runs still going and waits for them to settle. */
  stop(): Promise<void>;
}

/**
 * The local stand-in for Step Functions: the state machines exactly as CDK synthesizes
 * them, run by aws-local-stepfunctions with each Task calling the same handler module as in
 * AWS. Like Standard workflows, a name runs once.
 */
export const startLocalWorkflows = async (loadHandler: (module: string) => Promise<LocalHandler>): Promise<LocalWorkflows> => {
  const machines = await handoffStateMachines();
  const runners = {} as Record<WorkflowName, ReturnType<typeof localStateMachine>>;
  const types = {} as Record<WorkflowName, string>;
  for (const workflow of WORKFLOW_NAMES) {
    // Found by its construct path in the CDK app.
    const machine = stateMachineAt(machines, `/${WORKFLOWS[workflow].machine}/`);
    const modules = [...new Set(Object.values(machine.tasks).map((task) => task.handler))];
    const handlers = Object.fromEntries(await Promise.all(modules.map(async (module) => [module, await loadHandler(module)] as const)));
    runners[workflow] = localStateMachine(machine, handlers);
    types[workflow] = machine.type;
  }

  const started = new Set<string>();
  const running = new Set<{ abort: () => void; settled: Promise<unknown> }>();
  return {
    start: async (workflow, executionName, input) => {
      if (started.has(executionName)) return;
      started.add(executionName);
      const execution = runners[workflow].run(input as Parameters<(typeof runners)[WorkflowName]['run']>[0], { noThrowOnAbort: true });
      if (instrumentationEnabled()) void countExecution(workflow, types[workflow], execution.eventLogs);
      const entry = {
        abort: execution.abort,
        settled: execution.result.catch((error: Error) =>
          console.error(`local workflow ${executionName} failed:`, error.message, (error as { cause?: unknown }).cause ?? ''),
        ),
      };
      running.add(entry);
      void entry.settled.finally(() => running.delete(entry));
    },
    stop: async () => {
      for (const execution of running) execution.abort();
      await Promise.all([...running].map((execution) => execution.settled));
    },
  };
};
