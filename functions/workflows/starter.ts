import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';

export type WorkflowName = 'proofReview' | 'finalization' | 'sandboxRun' | 'depositConfirmation' | 'payoutSettlement';

/** Starts a workflow run; the name is derived from the task and purpose, so a repeated start runs nothing new. */
export interface WorkflowStarter {
  start(workflow: WorkflowName, executionName: string, input: Record<string, unknown>): Promise<void>;
}

const ARN_VARIABLES: Record<WorkflowName, string> = {
  proofReview: 'PROOF_REVIEW_STATE_MACHINE_ARN',
  finalization: 'FINALIZATION_STATE_MACHINE_ARN',
  sandboxRun: 'SANDBOX_RUN_STATE_MACHINE_ARN',
  depositConfirmation: 'DEPOSIT_CONFIRMATION_STATE_MACHINE_ARN',
  payoutSettlement: 'PAYOUT_SETTLEMENT_STATE_MACHINE_ARN',
};

/**
 * Step Functions in AWS. Express machines do not refuse a repeated name the way Standard
 * ones do, so the steps themselves are idempotent (conditional status writes, ledger entries
 * keyed by cause): a duplicate run finds the work done and ends quietly.
 */
class StepFunctionsStarter implements WorkflowStarter {
  private readonly client = new SFNClient({});

  async start(workflow: WorkflowName, executionName: string, input: Record<string, unknown>): Promise<void> {
    const stateMachineArn = process.env[ARN_VARIABLES[workflow]];
    if (!stateMachineArn) throw new Error(`${ARN_VARIABLES[workflow]} is not set`);
    try {
      await this.client.send(new StartExecutionCommand({ stateMachineArn, name: executionName, input: JSON.stringify(input) }));
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
