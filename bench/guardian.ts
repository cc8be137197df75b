/**
 * `npm run bench:guardian`: the Guardian's cost section of `npm run bench` alone (no local stack,
 * no load on the machine), printed as the full report prints it.
 */
import { guardianSection } from './report';

// The reviewer's modules read the settings when they load; this section never touches a table.
process.env.TABLE_NAME ??= 'no-table-in-the-guardian-bench';
const { GUARDIAN_COST_ASSUMPTIONS, guardianReviewCost } = await import('./guardian-cost');
console.log([...guardianSection({ guardian: await guardianReviewCost() }), '', ...GUARDIAN_COST_ASSUMPTIONS.map((line) => `- ${line}`)].join('\n'));
