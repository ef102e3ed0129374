import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import type { FileStore } from './file-store.types.ts';

export type S3Config = Extract<Config['files'], { store: 's3' }>;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Total size from `Content-Range: bytes 0-99/1234`. */
function totalFromContentRange(contentRange: string | undefined): number | undefined {
  const total = contentRange?.split('/')[1];
  return total === undefined || total === '*' ? undefined : Number(total);
}

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Garage, …). Objects are written in one PutObject
 * with a known length, which S3 makes visible atomically; ranges use the Range header.
 */
export function createS3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId !== undefined && config.secretAccessKey !== undefined
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // The SDK's default streams uploads with aws-chunked trailing checksums, which several
    // S3-compatible servers do not understand; checksums only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  const put = async (key: string, body: Readable | Buffer, options: { contentType: string; size: number }) => {
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        ContentLength: options.size,
      }),
    );
  };

  return {
    kind: 's3',
    put,

    putFile: (key, filePath, options) => put(key, createReadStream(filePath), options),

    async get(key, range) {
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const body = response.Body;
        if (!(body instanceof Readable)) throw new Error('The S3 response body is not a stream');
        const size = range ? totalFromContentRange(response.ContentRange) : response.ContentLength;
        if (size === undefined) throw new Error('The S3 response has no length');
        return { stream: body, size };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async hasAnyObject() {
      const response = await client.send(new ListObjectsV2Command({ Bucket, MaxKeys: 1 }));
      return (response.KeyCount ?? response.Contents?.length ?? 0) > 0;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    close() {
      client.destroy();
      return Promise.resolve();
    },
  };
}
