import { verifyEmail } from '../store/agents-store';

/** What using up a verification token needs: the agents' table alone (no mailer in that bundle). */
export const emailTokens = { agents: { verifyEmail } };
