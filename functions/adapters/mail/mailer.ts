export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Carried beside the text so development tooling can read it without parsing. */
  verification_token?: string;
}

/** Where the service's mail goes: SES when deployed, the captured-mail store locally. */
export interface Mailer {
  send(email: Email): Promise<void>;
}
