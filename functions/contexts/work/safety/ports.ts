/** What the safety use cases need from outside (the pattern: payouts/ports.ts). */
import type { Screener, ScreeningOutcome, ScreeningRequest } from './domain/screening';

export interface ScreeningPorts {
  screener: Screener;
  /**
   * Counts a refusal or hold by subject and category (a metric), logs it without the screened text,
   * and counts it on the agent's safety record (never failing the request: the refusal stands).
   */
  recordOutcome(request: Omit<ScreeningRequest, 'texts'>, outcome: Exclude<ScreeningOutcome, { verdict: 'allow' }>, now: Date): Promise<void>;
}
