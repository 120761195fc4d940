/** Where uploaded files are kept (ARCHITECTURE.md §6: outside the web root, under a random name). */
export interface FileStorage {
  /** Stores the bytes under a new random name with the extension; answers the name. */
  save(bytes: Buffer, extension: string): Promise<string>;
  read(name: string): Promise<Buffer>;
}
