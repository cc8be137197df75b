/**
 * The keys of the items the safety-holds module owns: operators' reports of tasks.
 */
export const safetyHoldsKeys = {
  /** An operator's report of a task: one per operator and task. */
  taskReport: (taskId: string, operatorId: string) => ({ pk: `TASK#${taskId}`, sk: `REPORT#${operatorId}` }),
  taskReportPrefix: 'REPORT#',
} as const;
