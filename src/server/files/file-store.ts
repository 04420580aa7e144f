/**
 * Where uploaded bytes live: a directory on the node's disk (the embedded default) or an
 * S3-compatible bucket (FILES_URL=s3://…), behind one interface. Invariant: every stored name is a
 * random one a store made — nothing a client sends ever becomes part of a path or an object key.
 *
 * An upload is always staged in a local temporary file first, whatever the backend: the size limit is
 * counted while streaming, and the type check reads the whole structure (a PDF's trailer, a DOCX's
 * central directory) with random access before anything is kept. Memory stays flat either way.
 */
import { randomBytes } from 'node:crypto';
import type { StagedFile } from './staged-file.ts';

export type FileStore = {
  kind: 'disk' | 's3';
  /** A new staging file to stream into; `commit` stores it under a new random name. */
  begin(): Promise<PendingFile>;
  /** The stored bytes, or undefined when nothing is stored under that name. */
  read(storageName: string): Promise<ReadableStream<Uint8Array> | undefined>;
  /** Forgets the bytes; removing what is not there is no error. */
  remove(storageName: string): Promise<void>;
  /** Every stored name with its time of storing (the orphan sweep's input). */
  list(): AsyncIterable<StoredObject>;
  /** Throws unless the store can be used now (readiness: the directory writable, the bucket there). */
  check(): Promise<void>;
  /** Ends what the store holds open (staging directory, connections). */
  close(): Promise<void>;
};

export type StoredObject = { storageName: string; storedAt: Date };

/**
 * The upload's staged file (its `path` complete after `close`, for the type check to read; `discard`
 * for a refused or cut-off upload), and `commit`, which stores it and answers the name to record.
 */
export type PendingFile = StagedFile & { commit(): Promise<string> };

/** 48 hex characters: a stored name, never guessable, never from input. */
export const randomStorageName = () => randomBytes(24).toString('hex');

/** Names a store made (see randomStorageName); anything else is refused before any I/O. */
export const isStorageName = (name: string) => /^[0-9a-f]{48}$/.test(name);
