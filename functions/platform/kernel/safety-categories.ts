/**
 * The categories of prohibited requests the acceptable use policy (docs/acceptable-use.md) names, in
 * the order a refusal names the first one found. Kernel values because every error body may carry one
 * (a policy refusal's `category`); the safety module screens for them.
 */
export const SAFETY_CATEGORIES = ['harm_to_people', 'fraud', 'unauthorized_access', 'illegal', 'weapons', 'sexual'] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];
