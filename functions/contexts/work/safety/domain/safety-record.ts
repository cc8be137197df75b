/** What staff see of an agent against the acceptable use policy: counts since it registered, and its last refusal. */
export interface AgentSafetyRecord {
  /** Requests (tasks, templates, messages) screening refused. */
  refusals: number;
  /** Tasks held for a person: by screening's doubt, or by operators' reports. */
  holds: number;
  /** Operators' reports on its tasks. */
  reports: number;
  last_refusal?: { category: string; at: string };
}

export type SafetyEvent = { kind: 'refusal'; category: string } | { kind: 'hold' } | { kind: 'report' };
