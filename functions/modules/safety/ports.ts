/** What the safety use cases need from outside (the pattern: payouts/ports.ts). */
import type { ScreenedSubject, Screener, ScreeningOutcome } from './domain/screening';

export interface ScreeningPorts {
  screener: Screener;
  /** Counts a refusal or hold by subject and category (a metric) and logs it without the screened text. */
  recordOutcome(subject: ScreenedSubject, outcome: Exclude<ScreeningOutcome, { verdict: 'allow' }>): void;
}
