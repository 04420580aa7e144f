// The live session tests' common steps: a browser with Chromium's fake camera and microphone, a
// patient with a link and a video session under way, the patient's link page, and the proof of a live
// remote video.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { sessionMoney } from '../../../src/core/sessions/session-money.ts';
import { CHROMIUM_PATH } from '../../support/system-deps.ts';
import { ChatsApi } from './chats-api.ts';
import { CHROMIUM_ARGS } from './env.ts';
import { expect } from './fixtures.ts';
import type { TestLanguage } from './onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './patients-api.ts';
import { SessionsApi } from './sessions-api.ts';

/**
 * Chromium's fake camera and microphone. `promptsAnswered`: every permission prompt is accepted (else
 * only what the test grants is allowed, and the rest is refused as a user's "Block" would). A live call
 * needs the full browser (`executablePath`'s default): in the headless shell it never connects.
 */
export function fakeMediaBrowser(promptsAnswered: boolean, executablePath = CHROMIUM_PATH) {
  return {
    launchOptions: {
      executablePath,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        ...(promptsAnswered ? ['--use-fake-ui-for-media-stream'] : []),
        // Host candidates as plain addresses: the test machine has no multicast DNS to resolve the
        // ".local" names Chromium would hand out instead, and no STUN server to reach.
        '--disable-features=WebRtcHideLocalIpsWithMdns',
      ],
    },
  };
}

const CHARGE_MINOR = 9000;
const MINUTE_MS = 60_000;

type Account = { email: string; password: string };

/** A patient with a link, and a video session of theirs that started five minutes ago (its room is open). */
export async function sessionUnderWay(request: APIRequestContext, account: Account) {
  const patients = await PatientsApi.signIn(request, account.email, account.password);
  const name = `Hala ${runSurname()}`;
  const patient = await patients.create(apiPerson(name, `hala.${Date.now()}@mail.test`));
  const chats = await ChatsApi.signIn(request, account.email, account.password);
  const token = await chats.linkToken(patient.id);
  const sessions = await SessionsApi.signIn(request, account.email, account.password);
  const startsAt = new Date(Date.now() - 5 * MINUTE_MS).toISOString();
  const session = await sessions.bookFree(patient.id, Date.parse(startsAt), {
    mode: 'video',
    durationMinutes: 60,
    currency: 'USD',
    ...sessionMoney(CHARGE_MINOR, 1000),
    history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt }],
  });
  return { name, patient, token, session, sessions };
}

/** The call's live remote video: frames decoded from the other side, as getStats counts them. */
export async function expectFramesDecoded(page: Page) {
  await expect
    .poll(async () => Number(await page.getByTestId('call').getAttribute('data-frames-decoded')), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}

export async function openPatientLink(
  browser: Browser,
  token: string,
  language: TestLanguage,
  context?: BrowserContext,
) {
  const own = context ?? (await browser.newContext());
  const page = await own.newPage();
  await page.goto(`/chat-patient/${token}?lang=${language}`);
  return { context: own, page };
}
