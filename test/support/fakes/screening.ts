import { RulesScreener } from '../../../functions/adapters/screening/rules-screener';
import type { ScreeningRequest } from '../../../functions/contexts/work/safety/domain';
import { screenRequest } from '../../../functions/contexts/work/safety/use-cases';

/** Screening as the functions do it (the use case over the rules), with the outcomes it recorded kept instead of counted. */
export class FakeScreening {
  readonly recorded: unknown[][] = [];
  private readonly deps = { screener: new RulesScreener(), recordOutcome: async (...outcome: unknown[]) => void this.recorded.push(outcome) };

  screen = (request: ScreeningRequest, now: Date) => screenRequest(this.deps, request, now);
}
