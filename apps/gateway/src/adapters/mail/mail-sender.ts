/** A file sent with a letter (a commercial offer's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Sends a plain-text letter, with files attached when there are any. */
export interface MailSender {
  readonly name: string;
  send(letter: { to: string; subject: string; text: string; attachments?: MailAttachment[] }): Promise<void>;
}
