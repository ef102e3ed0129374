import type { Readable } from 'node:stream';

/** An inclusive byte range, as in `Range: bytes=start-end`. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The bytes of the object, or of the requested range only. */
  stream: Readable;
  /** The size of the whole object, whatever the range. */
  size: number;
}

export interface PutOptions {
  contentType: string;
  size: number;
}

/**
 * Where file bytes live: local disk (default) or an S3-compatible bucket (FILE_STORE=s3). Keys are
 * the server's own (see `storageKeyOf`); both implementations pass the same contract test suite.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key`, replacing any object there; readers never see a partial object. */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void>;
  /** Stores the file at `filePath`; the store may move it away instead of copying it. */
  putFile(key: string, filePath: string, options: PutOptions): Promise<void>;
  /** The object (or one range of it), or undefined when there is none under `key`. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Whether the store holds any object at all (a restore refuses a non-empty store). */
  hasAnyObject(): Promise<boolean>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
