/**
 * `npm run screening-rules`: writes the acceptable use policy's screening rules
 * (functions/adapters/screening/screening-rules.ts, where they are written and explained) as the
 * JSON the rules screener reads at its first screening, beside itself: beside its source locally,
 * beside each bundle that screens deployed (lib/handler-function.ts), so no bundle holds the phrases.
 */
import { writeFileSync } from 'node:fs';
import { SCREENING_RULES_URL } from '../functions/adapters/screening/rules-screener';
import { screeningRulesJson } from '../functions/adapters/screening/screening-rules';

writeFileSync(SCREENING_RULES_URL, screeningRulesJson());
console.log(`Wrote ${SCREENING_RULES_URL.pathname}`);
