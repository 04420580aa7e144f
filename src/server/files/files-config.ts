/**
 * Which file store a node uses, from FILES_URL: unset, the directory DATA_DIR/uploads; `file:///dir`,
 * another directory; `s3://bucket/prefix`, an S3-compatible bucket. Invariant: a FILES_URL this
 * does not understand stops the server at start, never silently falls back to the local disk.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type S3FilesConfig = {
  kind: 's3';
  bucket: string;
  /** Key prefix, empty or ending in '/'. */
  prefix: string;
  region: string;
  /** A non-AWS service (MinIO, R2, Garage…); path-style addressing is then used. */
  endpoint: string | undefined;
  /** Tests only: where uploads are staged; otherwise a new directory under os.tmpdir() (TMPDIR). */
  stagingDir?: string;
  /** Tests only: otherwise the SDK's own chain (AWS_ACCESS_KEY_ID…, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

export type FilesConfig = { kind: 'disk'; dir: string } | S3FilesConfig;

type Env = Record<string, string | undefined>;

// S3's bucket naming rules, so a typo is reported at start rather than as a failed upload.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function parseFilesConfig(env: Env, dataDir: string): FilesConfig {
  const url = nonEmpty(env.FILES_URL);
  if (!url) return { kind: 'disk', dir: path.join(dataDir, 'uploads') };
  if (url.startsWith('file:')) return { kind: 'disk', dir: fileURLToPath(url) };
  if (!url.startsWith('s3://'))
    throw new Error(`FILES_URL must be s3://bucket/prefix or file:///dir: ${url}`);
  const [bucket = '', ...rest] = url.slice('s3://'.length).split('/');
  if (!BUCKET_NAME.test(bucket)) throw new Error(`FILES_URL names no valid bucket: ${url}`);
  const prefix = rest.filter(Boolean).join('/');
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: nonEmpty(env.AWS_REGION) ?? nonEmpty(env.AWS_DEFAULT_REGION) ?? 'us-east-1',
    endpoint: nonEmpty(env.AWS_ENDPOINT_URL_S3) ?? nonEmpty(env.AWS_ENDPOINT_URL),
  };
}
