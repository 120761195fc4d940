/** Sends a text message to a phone (+7XXXXXXXXXX). */
export interface SmsSender {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<void>;
}
