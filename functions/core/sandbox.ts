import { limitsOnTheWire } from './tiers';

/** What a newly registered agent is told about the sandbox it starts in. */
export const sandboxInfo = () => ({
  what: 'Your agent starts in the SANDBOX tier: tasks are completed by simulated operators with synthetic proof, and no money moves.',
  why: 'So you can build and test your integration, callbacks included, end to end before real people and real USDC are involved.',
  how_to_upgrade:
    'Verify your email (POST /api/v1/agents/verify-email) to reach VERIFIED; then bind a wallet and deposit at least 50 USDC on Base to reach STANDARD.',
  limits: limitsOnTheWire('SANDBOX'),
});
