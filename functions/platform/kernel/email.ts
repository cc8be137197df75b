/** A message the service sends (verification mail, say), whichever mailer carries it. */
export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Carried beside the text so development tooling can read it without parsing. */
  verification_token?: string;
}

/** Emails are unique per kind of account regardless of case and surrounding spaces. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
