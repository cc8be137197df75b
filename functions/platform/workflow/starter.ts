import { STATE_MACHINE_ARNS } from '../../manifest/state-machine-arns';
import { WORKFLOWS, type WorkflowName, type WorkflowSettings } from '../../manifest/workflows';
import { lazyAwsClient } from '../logging/aws-clients';
import { config, declaredSettings, onChain } from '../settings';

/** The deployed settings a workflow's start reads (its entry's input and conditions). */
export const workflowSettings = (): WorkflowSettings => ({
  sandboxStepSeconds: config.workflows.sandboxStepSeconds,
  chainPollSeconds: config.chain.pollSeconds,
  onChain: onChain(),
});

/** Starts a workflow run; the name is derived from the task and purpose, so a repeated start runs nothing new. */
export interface WorkflowStarter {
  start(workflow: WorkflowName, executionName: string, input: Record<string, unknown>): Promise<void>;
}

/**
 * Step Functions in AWS. Express machines do not refuse a repeated name the way Standard
 * ones do, so the steps themselves are idempotent (conditional status writes, ledger entries
 * keyed by cause): a duplicate run finds the work done and ends quietly.
 */
/**
 * Step Functions' SDK, imported at the first start rather than when the function loads: the
 * timer sweep starts a workflow only for a stalled chain check, the dispatcher not for every batch.
 */
const sdk = () => import('@aws-sdk/client-sfn');

class StepFunctionsStarter implements WorkflowStarter {
  /** Read at the first start: they are settings of the functions that start workflows alone. */
  private arns = (): Record<WorkflowName, string | undefined> => (this.stateMachineArns ??= declaredSettings(STATE_MACHINE_ARNS));
  private stateMachineArns?: Record<WorkflowName, string | undefined>;
  private client = lazyAwsClient(() => sdk().then(({ SFNClient }) => new SFNClient({})));

  async start(workflow: WorkflowName, executionName: string, input: Record<string, unknown>): Promise<void> {
    // Only the dispatcher's function is given the ARNs, so a missing one is an error here, not at start-up.
    const stateMachineArn = this.arns()[workflow];
    if (!stateMachineArn) throw new Error(`${WORKFLOWS[workflow].arnVariable} is not set`);
    const { ExecutionAlreadyExists, StartExecutionCommand } = await sdk();
    try {
      await (await this.client()).send(new StartExecutionCommand({ stateMachineArn, name: executionName, input: JSON.stringify(input) }));
    } catch (error) {
      if (!(error instanceof ExecutionAlreadyExists)) throw error;
    }
  }
}

let starter: WorkflowStarter | undefined;

/** The local stack installs its in-process engine here; Lambda uses Step Functions. */
export const useWorkflowStarter = (local: WorkflowStarter): void => {
  starter = local;
};

export const workflowStarter = (): WorkflowStarter => (starter ??= new StepFunctionsStarter());
