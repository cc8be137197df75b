/**
 * `npm run bench:guardian`: the Guardian's cost section of `npm run bench` alone (no local stack,
 * no load on the machine), the screening's cost beside it, printed as the full report prints it.
 */
import { guardianSection } from './report';

// The reviewer's modules read the settings when they load; this section never touches a table.
process.env.TABLE_NAME ??= 'no-table-in-the-guardian-bench';
const { GUARDIAN_COST_ASSUMPTIONS, guardianReviewCost } = await import('./guardian-cost');
const { SCREENING_COST_ASSUMPTION, screeningCost } = await import('./screening-cost');
const section = guardianSection({ guardian: await guardianReviewCost(), screening: screeningCost() });
console.log([...section, '', ...[...GUARDIAN_COST_ASSUMPTIONS, SCREENING_COST_ASSUMPTION].map((line) => `- ${line}`)].join('\n'));
