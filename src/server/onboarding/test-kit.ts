/**
 * Test helpers for the onboarding suites: a server with an injectable clock and SMTP, sample files
 * of each real type, uploads, a complete valid registration and the admin's token. Tests only.
 */
import type { Envelope } from '#core/api';
import type { RegistrationData, UploadData } from '#core/onboarding/api';
import type { FileKind } from '#core/onboarding/files';
import type { RegistrationInput } from '#core/onboarding/registration';
import type { ServerConfig } from '../config.ts';
import type { DriverName } from '../test-support/drivers.ts';
import {
  callJson,
  signIn,
  startTestServer,
  TEST_ADMIN,
  type TestServer,
} from '../test-support/test-server.ts';

export type Clock = { now: () => Date; advance(ms: number): void };

export function movableClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}

/** The test server of the other suites, with a movable clock for link expiry. */
export function startOnboardingServer(
  driver: DriverName,
  options: { clock?: Clock; config?: Partial<ServerConfig> } = {},
): Promise<TestServer> {
  return startTestServer(driver, options.config, options.clock ? { now: options.clock.now } : {});
}

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};

/** The IEND chunk every PNG ends with. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** Minimal files with the whole structure of their type: magic number, trailer or end marker, boxes. */
export const SAMPLE = {
  pdf: () => bytes('%PDF-1.7\n', '1 0 obj << >> endobj\nstartxref\n0\n%%EOF\n'),
  /** `size` bytes after the 8-byte signature, the IEND chunk included. */
  png: (size = 200) =>
    bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], new Uint8Array(Math.max(0, size - 12)), PNG_END),
  jpeg: () => bytes([0xff, 0xd8, 0xff, 0xe0], new Uint8Array(100), [0xff, 0xd9]),
  gif: () => bytes('GIF89a', new Uint8Array(50), [0x3b]),
  mp4: () => bytes(u32(24), 'ftypmp42', u32(0), 'mp42isom', u32(208), 'mdat', new Uint8Array(200)),
  /** A Windows executable (MZ header). */
  exe: () => bytes('MZ', [0x90, 0, 3, 0], new Uint8Array(300)),
  /** A PDF header in front of a Linux executable: magic bytes only, no PDF structure. */
  pdfHeadedElf: () => bytes('%PDF-1.7\n', [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Uint8Array(300)),
  docx: () => zip(['[Content_Types].xml', 'word/document.xml']),
  /** A ZIP that is not a Word document. */
  zip: () => zip(['notes.txt']),
  /** Content types and a word/ folder, but no word/document.xml: not a Word document either. */
  zipWithWordFolder: () => zip(['[Content_Types].xml', 'word/styles.xml']),
};

/** A stored (uncompressed) ZIP with empty entries: enough for a central-directory reader. */
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export type UploadAnswer = { status: number; body: Envelope<UploadData>; headers: Headers };

export async function upload(
  server: { url: string },
  kind: FileKind,
  content: Uint8Array,
  name: string,
  auth: {
    uploadToken?: string;
    token?: string;
    language?: string;
    tokenVia?: 'header' | 'query' | 'field';
  } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('kind', kind);
  if (auth.language) form.append('lang_code', auth.language);
  const via = auth.tokenVia ?? 'header';
  if (auth.uploadToken && via === 'field') form.append('uploadToken', auth.uploadToken);
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const headers: Record<string, string> = {};
  if (auth.uploadToken && via === 'header') headers['X-Upload-Token'] = auth.uploadToken;
  const query = auth.uploadToken && via === 'query' ? `?uploadToken=${auth.uploadToken}` : '';
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  const response = await fetch(`${server.url}/api/files${query}`, { method: 'POST', body: form, headers });
  return {
    status: response.status,
    body: (await response.json()) as Envelope<UploadData>,
    headers: response.headers,
  };
}

let applicantCounter = 0;

/** Uploads a photo, a diploma document and a CV into one draft; answers their ids and the token. */
export async function uploadApplicantFiles(server: { url: string }) {
  const photo = await upload(server, 'photo', SAMPLE.png(), 'me.png');
  const uploadToken = photo.body.data?.uploadToken ?? '';
  const diploma = await upload(server, 'diploma', SAMPLE.pdf(), 'master.pdf', { uploadToken });
  const cv = await upload(server, 'document', SAMPLE.docx(), 'cv.docx', { uploadToken });
  return {
    uploadToken,
    photoFileId: photo.body.data?.file.id ?? '',
    diplomaFileId: diploma.body.data?.file.id ?? '',
    cvFileId: cv.body.data?.file.id ?? '',
  };
}

export function registrationBody(
  files: Awaited<ReturnType<typeof uploadApplicantFiles>>,
  overrides: Partial<RegistrationInput> = {},
): RegistrationInput {
  applicantCounter += 1;
  return {
    firstName: 'Amal',
    lastName: 'Haddad',
    email: `applicant${applicantCounter}.${Date.now()}@test.local`,
    mobile: '+33612345678',
    gender: 'female',
    dateOfBirth: '1985-04-12',
    nationality: 'MA',
    countryOfResidence: 'FR',
    companyName: 'Cabinet Haddad',
    profession: 'psychologist',
    professionTitle: 'clinical_psychologist',
    yearsOfExperience: 12,
    spokenLanguages: ['ar', 'fr'],
    professionalStatus: 'independent',
    photoFileId: files.photoFileId,
    diplomas: [
      {
        title: 'master',
        establishment: 'Université Paris Cité',
        graduationDate: '2010-06-30',
        documentFileId: files.diplomaFileId,
      },
    ],
    trainings: [
      {
        title: 'certification',
        name: 'CBT',
        establishment: 'Beck Institute',
        certificationDate: '2015-01-15',
        duration: '120 hours',
      },
    ],
    documentFileIds: [files.cvFileId],
    declaration: true,
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    language: 'EN',
    uploadToken: files.uploadToken,
    ...overrides,
  };
}

/** A complete registration through the API; answers the applicant's id, e-mail and upload token. */
export async function registerApplicant(server: { url: string }, overrides: Partial<RegistrationInput> = {}) {
  const files = await uploadApplicantFiles(server);
  const body = registrationBody(files, overrides);
  const answer = await callJson<RegistrationData>(server, 'POST', '/api/registration', { body });
  if (answer.status !== 201 || !answer.body.data)
    throw new Error(`registration failed: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.data.id, email: body.email, files };
}

export async function adminToken(server: { url: string }): Promise<string> {
  return (await signIn(server, TEST_ADMIN)).token;
}

/** The token at the end of an e-mailed link (`…/create-password/<token>` or `…?token=<token>`). */
export function tokenOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop() ?? '';
}
