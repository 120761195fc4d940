/** A file sent with a letter (a commercial offer's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A letter: always its text, an HTML part beside it where the letter has one (decision 0169). */
export interface Letter {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Sends a letter, with files attached when there are any. */
export interface MailSender {
  readonly name: string;
  send(letter: Letter): Promise<void>;
}
