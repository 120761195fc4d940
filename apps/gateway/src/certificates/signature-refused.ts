/** A signature or its certificate is not accepted; the message says why, in Russian. */
export class SignatureRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignatureRefused';
  }
}

export function refuse(message: string): never {
  throw new SignatureRefused(message);
}
