import { encryptCredential } from '../core/credentials';
import { TransitionRefusedError } from '../core/errors';
import { APPROVAL_WINDOW_MS } from '../core/operators';
import type { Task } from '../core/tasks';
import type { Trigger } from '../core/transitions';
import { withLogContext } from '../logging/logger';
import { transitionTask } from '../store/task-transitions';
import { getTask } from '../store/tasks';

export type SandboxStep = 'claim' | 'approve' | 'start' | 'submit';

/** The simulated operator of every sandbox task. */
export const SANDBOX_OPERATOR = { id: 'op_sandbox', name: 'Sandbox Operator', rating: 5 };

const TRIGGERS: Record<SandboxStep, Trigger> = { claim: 'accept', approve: 'approve_estimate', start: 'start', submit: 'submit' };

/** Synthetic proof that passes the rules Guardian: a photo per requirement and notes. */
const syntheticProof = (task: Task, at: string) => ({
  photos: task.proof_requirements.map((_, i) => `https://sandbox.handoff.example/proof/${task.task_id}/${i + 1}.jpg`),
  notes: `Simulated operator: ${task.proof_requirements.join('; ')} - done.`,
  submittedAt: at,
});

const changesFor = async (step: SandboxStep, task: Task, now: Date): Promise<Partial<Task>> => {
  const at = now.toISOString();
  switch (step) {
    case 'claim':
      return { operator: SANDBOX_OPERATOR, estimate_minutes: 30, claimed_at: at, approval_deadline: new Date(now.getTime() + APPROVAL_WINDOW_MS).toISOString() };
    case 'approve':
      return { accepted_at: at };
    case 'start':
      return { started_at: at };
    case 'submit': {
      const credential =
        task.task_domain === 'CREDENTIAL' && task.agent_public_key
          ? { encrypted_credential: await encryptCredential({ username: 'sandbox-user', password: 'sandbox-password' }, task.agent_public_key) }
          : {};
      return { submitted_at: at, proof: syntheticProof(task, at), ...credential };
    }
  }
};

/**
 * One step of the SandboxRun workflow, each a real transition that fires its callback. A
 * task cancelled in between stops the run.
 */
export const handler = withLogContext(async (event: { taskId: string; step: SandboxStep; stepSeconds: number }) => {
  const now = new Date();
  const task = await getTask(event.taskId);
  if (!task?.sandbox) return { taskId: event.taskId, stepSeconds: event.stepSeconds, outcome: 'STOPPED' as const };
  const changes = await changesFor(event.step, task, now);
  try {
    await transitionTask({ taskId: event.taskId, trigger: TRIGGERS[event.step], actor: { kind: 'system' }, now, changes: () => changes });
  } catch (error) {
    if (error instanceof TransitionRefusedError) return { taskId: event.taskId, stepSeconds: event.stepSeconds, outcome: 'STOPPED' as const };
    throw error;
  }
  return { taskId: event.taskId, stepSeconds: event.stepSeconds, outcome: 'CONTINUE' as const };
});
