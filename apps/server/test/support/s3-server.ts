import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The environment that points the app at this server (FILE_STORE=s3). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free 127.0.0.1 port, keeping its objects in a
 * temporary directory, with one bucket already created.
 */
export async function startS3TestServer(bucket = 'prepshelf-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'prepshelf-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
