import { nonEmptyText, optional, type Setting, type SettingDocs } from '../platform/settings/define';
import { WORKFLOW_NAMES, WORKFLOWS, type WorkflowName } from './workflows';

/**
 * Each state machine's ARN, which the CDK app gives the dispatcher alone: settings declared from the
 * workflow registry, so the settings catalogue (loaded by every function) imports no workflow.
 * platform/workflow/starter.ts reads them; docs/configuration.md lists them (STATE_MACHINE_ARN_DOCS).
 */
export const STATE_MACHINE_ARNS = Object.fromEntries(
  WORKFLOW_NAMES.map((name) => [name, optional({ env: WORKFLOWS[name].arnVariable, parser: nonEmptyText() })]),
) as Record<WorkflowName, Setting<string | undefined>>;

export const STATE_MACHINE_ARN_DOCS = Object.fromEntries(
  WORKFLOW_NAMES.map((name) => [
    name,
    {
      defaultText: 'set by CDK (dispatcher)',
      about: `The ${WORKFLOWS[name].machine} state machine (${WORKFLOWS[name].type.toLowerCase()}), started by ${WORKFLOWS[name].startedBy}`,
    },
  ]),
) as SettingDocs<typeof STATE_MACHINE_ARNS>;
