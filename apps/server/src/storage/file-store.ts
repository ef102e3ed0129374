import type { Config } from '../config.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import type { FileStore } from './file-store.types.ts';

// The stores implement the interface of file-store.types.ts (a file of its own, so that they need not
// import this one, which imports them); it is exported from here too, with the factory.
export type { ByteRange, FileStore, PutOptions, StoredObject } from './file-store.types.ts';

/** `ab/cd/<sha256>`: sharded so that no directory (or listing prefix) grows huge. */
export function storageKeyOf(sha256: string): string {
  return `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
}

/** The store that FILE_STORE names. */
export function createFileStore(files: Config['files']): FileStore {
  return files.store === 's3' ? createS3FileStore(files) : createLocalFileStore(files.dir);
}
