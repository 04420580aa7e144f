// Shortcuts through the API for specs that need an applicant in a given state (approved, …) without
// driving the whole form again: the journey spec covers the form itself.
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from './env.ts';
import { pdfFile, pngFile } from './onboarding-files.ts';

type Envelope<T> = { success: boolean; data: T; message?: string };

async function upload(
  request: APIRequestContext,
  kind: string,
  file: ReturnType<typeof pngFile>,
  token?: string,
) {
  const response = await request.post(`/api/files?kind=${kind}`, {
    headers: token ? { 'X-Upload-Token': token } : {},
    multipart: { kind, lang_code: 'EN', file },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Envelope<{ file: { id: string }; uploadToken?: string }>).data;
}

/** Submits a complete registration for `email` and answers its id. */
export async function registerThroughApi(request: APIRequestContext, email: string): Promise<string> {
  const photo = await upload(request, 'photo', pngFile());
  const token = photo.uploadToken ?? '';
  const diploma = await upload(request, 'diploma', pdfFile('diploma.pdf'), token);
  const cv = await upload(request, 'document', pdfFile('cv.pdf'), token);
  const response = await request.post('/api/registration', {
    data: {
      firstName: 'Lina',
      lastName: 'Expired',
      email,
      mobile: '+33612345678',
      gender: 'female',
      dateOfBirth: '1988-02-02',
      nationality: 'FR',
      countryOfResidence: 'FR',
      companyName: '',
      profession: 'coach',
      professionTitle: 'life_coach',
      yearsOfExperience: 5,
      spokenLanguages: ['fr'],
      professionalStatus: 'independent',
      photoFileId: photo.file.id,
      diplomas: [
        {
          title: 'master',
          establishment: 'Lyon 2',
          graduationDate: '2012-06-30',
          documentFileId: diploma.file.id,
        },
      ],
      trainings: [],
      documentFileIds: [cv.file.id],
      declaration: true,
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      language: 'EN',
      uploadToken: token,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as Envelope<{ id: string }>).data.id;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/sign-in', { data: E2E_ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Envelope<{ token: string }>).data.token;
}

export async function approveThroughApi(request: APIRequestContext, registrationId: string): Promise<void> {
  const token = await adminToken(request);
  const response = await request.post(`/api/admin/registrations/${registrationId}/approve`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(response.ok(), await response.text()).toBe(true);
}
