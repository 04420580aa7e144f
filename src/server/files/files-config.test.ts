import { describe, expect, it } from 'vitest';
import { parseFilesConfig } from './files-config.ts';

describe('FILES_URL', () => {
  it('keeps uploads under DATA_DIR/uploads when unset, or in the directory a file: URL names', () => {
    expect(parseFilesConfig({}, '/srv/data')).toEqual({ kind: 'disk', dir: '/srv/data/uploads' });
    expect(parseFilesConfig({ FILES_URL: 'file:///mnt/files' }, '/srv/data')).toEqual({
      kind: 'disk',
      dir: '/mnt/files',
    });
  });

  it('reads the bucket and prefix from s3:// and the endpoint and region from the AWS_* variables', () => {
    expect(
      parseFilesConfig(
        {
          FILES_URL: 's3://practice-files/eu/uploads/',
          AWS_REGION: 'auto',
          AWS_ENDPOINT_URL_S3: 'https://r2.example',
        },
        '/srv/data',
      ),
    ).toEqual({
      kind: 's3',
      bucket: 'practice-files',
      prefix: 'eu/uploads/',
      region: 'auto',
      endpoint: 'https://r2.example',
    });
    expect(parseFilesConfig({ FILES_URL: 's3://practice-files' }, '/d')).toMatchObject({
      prefix: '',
      region: 'us-east-1',
      endpoint: undefined,
    });
    expect(
      parseFilesConfig(
        { FILES_URL: 's3://b12/p', AWS_DEFAULT_REGION: 'eu-west-3', AWS_ENDPOINT_URL: 'http://minio:9000' },
        '/d',
      ),
    ).toMatchObject({ prefix: 'p/', region: 'eu-west-3', endpoint: 'http://minio:9000' });
  });

  it('stops the server on a FILES_URL it does not understand instead of falling back to the disk', () => {
    expect(() => parseFilesConfig({ FILES_URL: 'gs://bucket' }, '/d')).toThrow(/FILES_URL/);
    expect(() => parseFilesConfig({ FILES_URL: 's3://' }, '/d')).toThrow(/bucket/);
    expect(() => parseFilesConfig({ FILES_URL: 's3://Bad_Bucket/x' }, '/d')).toThrow(/bucket/);
  });
});
