// `/book/{id}`: a specialist's public booking page (issue 39), for people without an account. It shows
// who they are, the session lengths with their prices and the modes, the open hours of the coming weeks
// in the visitor's own time zone, and takes a request (name, e-mail, phone, message) that waits in the
// specialist's office for an answer by e-mail. A page the specialist did not open is not found.
// A public page: it paints with the public stylesheet and the styles of the components it adds.
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Avatar, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useContext, useEffect, useState } from 'react';
import { bookingPhotoPath, type PublicBookingPage } from '#core/booking/booking-api';
import { BOOKING_MESSAGES } from '#core/booking/booking-messages';
import { toLocale } from '#core/languages';
import { PROFESSION_TITLES } from '#core/onboarding/professions';
import { SESSION_MODES, type SessionMode } from '#core/sessions/session-lists';
import { currencyCodeOfProfile, formatMoney, profilePriceToMinor } from '#core/sessions/session-money';
import { type BookingPageAnswer, fetchBookingPage } from '#local/booking/public-booking-client';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { initialsOf } from '../../ui/initials.ts';
import { PublicPageFrame } from '../../ui/PublicPageFrame.tsx';
import { usePageHead } from '../../ui/usePageHead.ts';
import { NotFoundPage } from '../errors/NotFoundPage.tsx';
import { BookingRequestForm } from './BookingRequestForm.tsx';
import { BookingSlotPicker } from './BookingSlotPicker.tsx';
import { PreloadedBookingContext } from './preloaded-booking-context.ts';

export function BookingPage({ id }: { id: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const preloaded = useContext(PreloadedBookingContext);
  const fromServer = preloaded?.specialistId === id ? preloaded : undefined;
  const [answer, setAnswer] = useState<BookingPageAnswer | undefined>(() =>
    fromServer ? { status: 'ok', page: fromServer } : undefined,
  );
  // The hours are the visitor's time zone, which the server does not know: drawn once in the browser.
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [reloads, setReloads] = useState(0);
  const [duration, setDuration] = useState<30 | 60>(60);
  const [mode, setMode] = useState<SessionMode>('video');
  const [startsAt, setStartsAt] = useState<string | undefined>(undefined);
  const [isSent, setSent] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's page is taken once; reloads asks again
  useEffect(() => {
    // Drawn by the server with this page: asked again only when a time was taken meanwhile.
    if (reloads === 0 && fromServer) return undefined;
    let isCurrent = true;
    void fetchBookingPage(id, language.toLowerCase()).then((next) => {
      if (isCurrent) setAnswer(next);
    });
    return () => {
      isCurrent = false;
    };
  }, [id, language, reloads]);

  if (answer?.status === 'not-found') return <NotFoundPage />;
  return (
    <PublicPageFrame>
      {answer === undefined ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton h={64} w="60%" />
          <Skeleton h={240} />
        </Stack>
      ) : answer.status === 'unreachable' ? (
        <Alert color="yellow" role="alert" title={<Trans>This page cannot be loaded</Trans>}>
          <Trans>The booking page needs a connection. Try again once connected.</Trans>
        </Alert>
      ) : isSent ? (
        <Alert color="teal" role="status" title={<Trans>Your request is sent</Trans>}>
          <Trans>{answer.page.name} will answer it by e-mail. The time stays held for you until then.</Trans>
        </Alert>
      ) : (
        <Stack gap="lg">
          <Header page={answer.page} />
          <Stack gap="xs">
            <Text fw={500} id="booking-length-label">
              <Trans>Length</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="booking-length-label"
              value={String(duration)}
              onChange={(value) => {
                setDuration(value === '30' ? 30 : 60);
                setStartsAt(undefined);
              }}
              data={lengthOptions(answer.page, language, { 30: t`30 minutes`, 60: t`1 hour` })}
            />
            <Text fw={500} id="booking-mode-label">
              <Trans>Mode</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="booking-mode-label"
              value={mode}
              onChange={(value) => setMode(value as SessionMode)}
              data={SESSION_MODES.filter((each) => answer.page.modes.includes(each.code)).map((each) => ({
                value: each.code,
                label: translate(each.label),
              }))}
            />
          </Stack>
          {isHydrated ? (
            <BookingSlotPicker slots={answer.page.slots[duration]} value={startsAt} onChange={setStartsAt} />
          ) : (
            <Skeleton h={120} aria-hidden />
          )}
          {startsAt ? (
            <BookingRequestForm
              specialistId={id}
              request={{ startsAt, durationMinutes: duration, mode }}
              onSent={() => setSent(true)}
              onTaken={() => {
                setStartsAt(undefined);
                setReloads((count) => count + 1);
              }}
            />
          ) : null}
        </Stack>
      )}
    </PublicPageFrame>
  );
}

function Header({ page }: { page: PublicBookingPage }) {
  const { t } = useLingui();
  const title = PROFESSION_TITLES.find((item) => item.code === page.professionTitle);
  const heading = translate({ ...BOOKING_MESSAGES.pageTitle, values: { name: page.name } });
  usePageHead(`${heading} · MindOffice`, t`Choose a time and send your request: no account needed.`);
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={page.hasPhoto ? bookingPhotoPath(page.specialistId) : null}
        alt=""
        size={64}
        radius="xl"
        color="teal"
      >
        {initialsOf(page.name)}
      </Avatar>
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {heading}
        </Title>
        {title ? (
          <Text c="dimmed" size="sm">
            {translate(title.label)}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** "1 hour · 70,00 €": each length with its price when the specialist set one. */
function lengthOptions(
  page: PublicBookingPage,
  language: ReturnType<typeof useLanguage>,
  labels: { 30: string; 60: string },
) {
  const currency = currencyCodeOfProfile(page.currency);
  const price = (cents: number | null) =>
    cents === null
      ? ''
      : ` · ${formatMoney(profilePriceToMinor(cents, currency), currency, toLocale(language))}`;
  return [
    { value: '30', label: `${labels[30]}${price(page.price30Cents)}` },
    { value: '60', label: `${labels[60]}${price(page.price60Cents)}` },
  ];
}
