/** Checks the g-recaptcha-response token of a public form. */
export interface CaptchaVerifier {
  readonly name: string;
  verify(token: string, ip: string): Promise<boolean>;
}
