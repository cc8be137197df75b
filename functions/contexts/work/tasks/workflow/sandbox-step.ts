import type { SandboxStep } from '../../../../manifest/workflows';
import { withLogContext } from '../../../../platform/logging/handler-context';
import { runSandboxStep } from '../use-cases/run-sandbox-step';
import { sandboxOperator } from '../wiring/simulated-operator';

/** One step of the SandboxRun workflow; its answer is the next state's input. */
export const handler = withLogContext(async (event: { taskId: string; step: SandboxStep; stepSeconds: number }) => ({
  taskId: event.taskId,
  stepSeconds: event.stepSeconds,
  outcome: await runSandboxStep(sandboxOperator, event.taskId, event.step, new Date()),
}));
