import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { perSessionCharge } from '#core/packages/package-units';
import { SESSION_DURATIONS_MINUTES, SESSION_MODES } from '#core/sessions/session-lists';
import { SESSION_MESSAGES as M } from '#core/sessions/session-messages';
import { minorToMajor } from '#core/sessions/session-money';
import { SESSION_NOTES_MAX_CHARS } from '#core/sessions/session-schema';
import { zonedToInstant } from '#core/sessions/session-time';
import type { PackageWithUnits } from '#local/packages/package-queries';
import { priceFor } from '#local/sessions/office-terms';
import {
  bookSession,
  changeSession,
  type SessionDraft,
  type SessionWriteResult,
  type WriteOptions,
} from '#local/sessions/session-commands';
import type { SessionListRow } from '#local/sessions/session-queries';
import {
  bookSeries,
  changeSeries,
  type SeriesRefusal,
  type SeriesScope,
  seriesClashes,
} from '#local/sessions/session-series-commands';
import { discardTypedInput, keepTypedInput, readTypedInput } from '#local/typed-input';
import { translate } from '../../i18n/translate.ts';
import { showConfirmation } from '../../ui/confirmation-toast.ts';
import { DateField } from '../../ui/forms/DateField.tsx';
import { useFormSubmit } from '../../ui/forms/useFormSubmit.ts';
import { BookingWarning } from './BookingWarning.tsx';
import { bookingWarning } from './booking-warning.ts';
import { SessionPackageFields } from './SessionPackageFields.tsx';
import { SessionPatientField } from './SessionPatientField.tsx';
import { SessionRepeatFields } from './SessionRepeatFields.tsx';
import { seriesPlan } from './series-form-values.ts';
import {
  earningsPreview,
  editSessionValues,
  formFieldOf,
  type NewSessionPreset,
  newSessionValues,
  parseSessionForm,
  presetFields,
  type SessionFormValues,
  timeSlots,
  typedSessionValues,
} from './session-form-values.ts';
import { useSessionFormat } from './session-format.ts';
import { useOfficeTermsState } from './useOfficeTerms.ts';
import { useSessionClock } from './useSessionClock.ts';

/** A new booking, possibly at a slot or for a patient; or the edit of a stored session. */
export type SessionFormTarget =
  | ({ kind: 'new' } & NewSessionPreset)
  | { kind: 'edit'; session: SessionListRow };

type Props = {
  target: SessionFormTarget | undefined;
  onClose: () => void;
  onSaved?: (id: string) => void;
};

/**
 * Book or edit a session. The status machine and the overlap check run here before anything is
 * queued (the server runs them again), so a refusal shows on the field at once, offline too.
 */
export function SessionFormModal({ target, onClose, onSaved }: Props) {
  const { t } = useLingui();
  const { terms, isLoaded: areTermsLoaded } = useOfficeTermsState();
  const clock = useSessionClock();
  const format = useSessionFormat(terms.timeZone);
  const [values, setValues] = useState<SessionFormValues>(() => newSessionValues(terms));
  const { errors, setErrors, isSaving, formRef, submitting } = useFormSubmit();
  const [isChargeEdited, setChargeEdited] = useState(false);
  const editing = target?.kind === 'edit' ? target.session : undefined;
  const currency = editing?.currency ?? terms.currency;
  const rateBps = editing?.commissionRateBps ?? terms.commissionRateBps;

  // A new booking starts from the profile's price and time zone, so the form waits for the device's
  // terms: a dialog loaded on demand can open before their first read has answered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when a new target opens.
  useEffect(() => {
    if (!target || !areTermsLoaded) return;
    setValues(
      target.kind === 'edit'
        ? editSessionValues(target.session, terms.timeZone)
        : newSessionValues(terms, target),
    );
    setErrors({});
    setChargeEdited(target.kind === 'edit' || target.charge !== undefined);
    // Typed before and not saved: back, but for what this opening sets itself (a slot, a patient).
    const preset = target.kind === 'new' ? presetFields(target) : new Set<string>();
    let isCurrent = true;
    void readTypedInput(target.kind === 'edit' ? `session:${target.session.id}` : 'session:new').then(
      (typed) => {
        if (!isCurrent) return;
        const kept = typedSessionValues(typed, preset);
        if (Object.keys(kept).length === 0) return;
        setValues((current) => ({ ...current, ...kept }));
        if (kept.charge !== undefined) setChargeEdited(true);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [target, areTermsLoaded]);

  // What the specialist changes is kept on the device as they type (#local/typed-input), so a reload or
  // a closed dialog loses nothing; a saved booking or Cancel lets it go.
  const draftKey = editing ? `session:${editing.id}` : 'session:new';
  const changeValues = (next: (current: SessionFormValues) => SessionFormValues) =>
    setValues((current) => {
      const updated = next(current);
      const changed = Object.fromEntries(
        Object.entries(updated).filter(([key, value]) => current[key as keyof SessionFormValues] !== value),
      );
      if (Object.keys(changed).length > 0) void keepTypedInput(draftKey, changed);
      return updated;
    });

  const set = <K extends keyof SessionFormValues>(key: K, value: SessionFormValues[K]) =>
    changeValues((current) => ({ ...current, [key]: value }));

  const setDuration = (minutes: 30 | 60) => {
    const price = priceFor(terms, minutes);
    changeValues((current) => ({
      ...current,
      durationMinutes: minutes,
      // The charge follows the duration's price until the specialist types one of their own.
      charge: !isChargeEdited && price !== undefined ? minorToMajor(price, currency) : current.charge,
    }));
  };

  // A package session costs the package's price per session, takes its duration and one of its modes.
  const pickPackage = (row: PackageWithUnits | undefined) =>
    changeValues((current) =>
      row
        ? {
            ...current,
            packageId: row.id,
            durationMinutes: row.durationMinutes,
            mode: row.modes.includes(current.mode) ? current.mode : (row.modes[0] ?? current.mode),
            charge: minorToMajor(perSessionCharge(row.price, row.sessionCount), currency),
          }
        : { ...current, packageId: '' },
    );

  const setType = (type: SessionFormValues['type']) => {
    const price = priceFor(terms, values.durationMinutes);
    changeValues((current) => ({
      ...current,
      type,
      packageId: '',
      // Back to a single session, the charge is the duration's price again unless one was typed.
      charge:
        type === 'single' && !isChargeEdited && price !== undefined
          ? minorToMajor(price, currency)
          : current.charge,
    }));
  };

  // A new booking that repeats: its sessions, and those that clash with one already booked.
  const firstStart =
    values.date && values.time ? zonedToInstant(values.date, values.time, terms.timeZone) : undefined;
  const plan = !editing && firstStart ? seriesPlan(values, firstStart, terms.timeZone) : undefined;
  const starts = plan?.ok ? plan.starts : undefined;
  const startsKey = starts?.join() ?? '';
  const [clashes, setClashes] = useState<SeriesRefusal[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: startsKey stands for the starts
  useEffect(() => {
    if (!starts) return setClashes([]);
    let isCurrent = true;
    void seriesClashes(values, starts, { locale: format.locale }).then((found) => {
      if (isCurrent) setClashes(found);
    });
    return () => {
      isCurrent = false;
    };
  }, [startsKey, values.durationMinutes, format.locale]);

  const finish = async (id: string) => {
    await discardTypedInput(draftKey);
    onClose();
    onSaved?.(id);
    return undefined;
  };

  const submit = submitting(
    () => parseSessionForm(values, currency, terms.timeZone),
    async ({ draft }) => {
      const options = { locale: format.locale };
      if (!editing && values.repeat !== 'none') return submitSeries(draft, options);
      if (editing?.seriesId && values.scope !== 'this')
        return submitSeriesChange(editing, values.scope, draft, options);
      const result: SessionWriteResult = editing
        ? await changeSession(editing.id, draft, options)
        : await bookSession(draft, options);
      if (!result.ok) return { [formFieldOf(result.error.field)]: translate(result.error.message) };
      if (!editing) {
        const when = `${format.date(draft.startsAt)} ${format.time(draft.startsAt)}`;
        showConfirmation(t`Session booked for ${when}.`);
      }
      return finish(result.id);
    },
  );

  /** Books the series' sessions that clash with none already booked (the form listed the others). */
  async function submitSeries(draft: SessionDraft, options: WriteOptions) {
    const planned = seriesPlan(values, draft.startsAt, terms.timeZone);
    if (!planned?.ok) return planned?.errors ?? {};
    const clashing = new Set((await seriesClashes(draft, planned.starts, options)).map((c) => c.startsAt));
    const free = planned.starts.filter((startsAt) => !clashing.has(startsAt));
    const result = await bookSeries(draft, free, planned.rule, options);
    const [first] = result.done;
    const [firstRefusal] = result.refused;
    if (!first) {
      const message = firstRefusal ? translate(firstRefusal.error.message) : translate(M.seriesEmpty);
      return { [formFieldOf(firstRefusal?.error.field ?? 'startsAt')]: message };
    }
    const when = `${format.date(draft.startsAt)} ${format.time(draft.startsAt)}`;
    const left = clashing.size + result.refused.length;
    showConfirmation(
      left === 0
        ? t`${result.done.length} sessions booked from ${when}.`
        : t`${result.done.length} sessions booked from ${when}; ${left} not booked.`,
    );
    return finish(first);
  }

  /** Changes this session and the following ones, or all of its series. */
  async function submitSeriesChange(
    session: SessionListRow,
    scope: Exclude<SeriesScope, 'this'>,
    draft: SessionDraft,
    options: WriteOptions,
  ) {
    const result = await changeSeries(session, scope, draft, options);
    const own = result.refused.find((refusal) => refusal.startsAt === session.startsAt);
    if (own && result.done.length === 0)
      return { [formFieldOf(own.error.field)]: translate(own.error.message) };
    if (result.refused.length > 0) {
      const dates = result.refused.map((refusal) => format.date(refusal.startsAt)).join(', ');
      showConfirmation(t`${result.done.length} sessions changed; not changed: ${dates}.`);
    } else showConfirmation(t`${result.done.length} sessions changed.`);
    return finish(session.id);
  }

  const timeOptions = useMemo(() => timeSlots(format.wallTime), [format]);
  const preview = earningsPreview(values.charge, currency, rateBps);
  const isLocked = editing !== undefined && editing.status === 'ongoing';
  // Outside the availability the booking still goes through: the form only says so.
  const warning = bookingWarning(terms, values);

  return (
    <Modal
      opened={target !== undefined && areTermsLoaded}
      onClose={onClose}
      title={editing ? t`Edit session ${editing.reference}` : t`New session`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form ref={formRef} onSubmit={submit} noValidate data-testid="session-form">
        <Stack gap="sm">
          <SessionPatientField
            value={values.patientId}
            onChange={(patientId) => changeValues((current) => ({ ...current, patientId, packageId: '' }))}
            error={errors.patientId}
            disabled={isLocked}
            isEditing={editing !== undefined}
            onLeave={onClose}
          />
          <SessionPackageFields
            patientId={values.patientId}
            type={values.type}
            packageId={values.packageId}
            heldPackageId={editing?.packageId ?? null}
            now={clock.now}
            format={format}
            error={errors.packageId}
            disabled={isLocked}
            onType={setType}
            onPackage={pickPackage}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t`Date`}
              required
              value={values.date}
              onChange={(value) => set('date', value)}
              error={errors.date}
              disabled={isLocked}
            />
            <Select
              label={t`Start time`}
              required
              searchable
              data={timeOptions}
              value={values.time || null}
              onChange={(value) => set('time', value ?? '')}
              error={errors.time}
              disabled={isLocked}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="session-duration-label">
                <Trans>Duration</Trans>
              </Text>
              <SegmentedControl
                aria-labelledby="session-duration-label"
                value={String(values.durationMinutes)}
                onChange={(value) => setDuration(value === '30' ? 30 : 60)}
                disabled={isLocked}
                data={SESSION_DURATIONS_MINUTES.map((minutes) => ({
                  value: String(minutes),
                  label: format.duration(minutes),
                }))}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="session-mode-label">
                <Trans>Mode</Trans>
              </Text>
              <SegmentedControl
                aria-labelledby="session-mode-label"
                value={values.mode}
                onChange={(value) => set('mode', value as SessionFormValues['mode'])}
                data={SESSION_MODES.map((mode) => ({ value: mode.code, label: translate(mode.label) }))}
              />
            </Stack>
          </SimpleGrid>
          <BookingWarning warning={warning}>
            {editing ? <Trans>You can still save it.</Trans> : <Trans>You can still book it.</Trans>}
          </BookingWarning>
          <TextInput
            label={t`Charge (${currency})`}
            description={
              preview
                ? t`You earn ${format.money(preview.amount, currency)} after the platform's commission of ${format.money(preview.commission, currency)}.`
                : t`The price of this session for the patient.`
            }
            required
            inputMode="decimal"
            dir="ltr"
            readOnly={values.type === 'package'}
            value={values.charge}
            onChange={(event) => {
              setChargeEdited(true);
              set('charge', event.currentTarget.value);
            }}
            error={errors.charge}
          />
          {editing ? null : (
            <SessionRepeatFields
              values={values}
              // The selects and radios offer only their own values.
              onChange={(key, value) => changeValues((current) => ({ ...current, [key]: value }))}
              errors={errors}
              starts={starts}
              clashes={clashes}
              format={format}
            />
          )}
          {editing?.seriesId ? (
            <Radio.Group
              label={t`Apply to`}
              value={values.scope}
              onChange={(value) => set('scope', value as SeriesScope)}
            >
              <Stack gap={6} mt={6}>
                <Radio value="this" label={t`This session`} />
                <Radio value="following" label={t`This session and the following ones`} />
                <Radio value="all" label={t`All sessions of the series`} />
              </Stack>
            </Radio.Group>
          ) : null}
          <Textarea
            label={t`Private notes`}
            description={t`Only you can read them.`}
            autosize
            minRows={2}
            maxLength={SESSION_NOTES_MAX_CHARS}
            value={values.notes}
            onChange={(event) => set('notes', event.currentTarget.value)}
            error={errors.notes}
          />
          {errors.status ? (
            <Text c="red.8" size="sm" role="alert">
              {errors.status}
            </Text>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button
              variant="default"
              onClick={() => {
                void discardTypedInput(draftKey);
                onClose();
              }}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSaving}>
              {editing ? (
                <Trans>Save</Trans>
              ) : starts ? (
                <Trans>Book {starts.length - clashes.length} sessions</Trans>
              ) : (
                <Trans>Book session</Trans>
              )}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
