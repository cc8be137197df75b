/**
 * The keys of the items the audit module owns: the audit logs: an agent's (what its keys changed) and the
 * back office's (what staff did).
 */
export const auditKeys = {
  /** One entry of the agent's audit log: what one of its keys changed, in time order. */
  agentAudit: (agentId: string, at: string, id: string) => ({ pk: `AGENT#${agentId}`, sk: `AUDIT#${at}#${id}` }),
  agentAuditPrefix: 'AUDIT#',
  /** The agent's partition, where its audit log is (under AUDIT#). */
  agentAuditPartition: (agentId: string) => `AGENT#${agentId}`,
  /**
   * One admin action (the audit log), newest last in one partition: people make these, a few
   * thousand a day at most, far below a partition's write rate.
   */
  adminAudit: (at: string, id: string) => ({ pk: 'ADMIN_AUDIT', sk: `${at}#${id}` }),
  adminAuditPartition: 'ADMIN_AUDIT',
} as const;
