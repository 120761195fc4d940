import { randomUUID } from 'node:crypto';

/**
 * Where uploaded files are kept (ARCHITECTURE.md §6: outside the web root, under a random name).
 * The name is chosen before anything is written, so the file's row can be stored first and no
 * file is ever kept without one (decision 0076).
 */
export interface FileStorage {
  /** Stores the bytes under a name from newStoredName (never replacing a file). */
  write(name: string, bytes: Buffer): Promise<void>;
  read(name: string): Promise<Buffer>;
  /** Removes a stored file; a name that holds nothing is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored file with the time it was written (the orphan sweep reads it, decision 0110). */
  list(): AsyncIterable<StoredFile>;
  /** Fails when the store cannot be used (checked once at start-up: a wrong bucket or key fails fast). */
  check?(): Promise<void>;
  /** Lets go of connections when the gateway closes (the S3 client's sockets). */
  close?(): Promise<void>;
}

export interface StoredFile {
  name: string;
  storedAt: Date;
}

/** A new random name with the extension (letters and digits only). */
export function newStoredName(extension: string): string {
  return `${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
}
