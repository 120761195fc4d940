/** Sends a plain-text letter. */
export interface MailSender {
  readonly name: string;
  send(letter: { to: string; subject: string; text: string }): Promise<void>;
}
