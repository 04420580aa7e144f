import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { CURRENCIES } from '#core/onboarding/practice-lists';
import type { PackageOfferFields } from '#core/packages/package-schema';
import { SESSION_DURATIONS_MINUTES, SESSION_MODES, type SessionMode } from '#core/sessions/session-lists';
import { currencyCodeOfProfile } from '#core/sessions/session-money';
import { priceFor } from '#local/sessions/office-terms';
import { discardTypedInput, keepTypedInput, readTypedInput } from '#local/typed-input';
import { translate } from '../../i18n/translate.ts';
import { useFormSubmit } from '../../ui/forms/useFormSubmit.ts';
import { useSessionFormat } from '../sessions/session-format.ts';
import { useOfficeTerms } from '../sessions/useOfficeTerms.ts';
import {
  type OfferFormValues,
  offerPreview,
  parseOfferForm,
  typedOfferValues,
} from './package-form-values.ts';

const CURRENCY_CODES = [...new Set(CURRENCIES.map(currencyCodeOfProfile))];

type Props = {
  /** The values to start from; undefined: closed. */
  initial: OfferFormValues | undefined;
  /** Where what is typed is kept until saved or cancelled (#local/typed-input): per offer, or a new one. */
  draftKey: string;
  title: string;
  onClose: () => void;
  onSubmit: (fields: PackageOfferFields) => Promise<unknown>;
};

/** Define or edit an offer, validated by the shared schema; shows the per-session price and the saving. */
export function OfferFormModal({ initial, draftKey, title, onClose, onSubmit }: Props) {
  const { t } = useLingui();
  const terms = useOfficeTerms();
  const format = useSessionFormat(terms.timeZone);
  const [values, setValues] = useState<OfferFormValues | undefined>(initial);
  const { errors, setErrors, isSaving, formRef, submitting } = useFormSubmit();

  useEffect(() => {
    setValues(initial);
    setErrors({});
    if (!initial) return;
    // Typed here before and not saved (a reload, a closed dialog) comes back.
    let isCurrent = true;
    void readTypedInput(draftKey).then((typed) => {
      if (isCurrent) setValues((current) => (current ? { ...current, ...typedOfferValues(typed) } : current));
    });
    return () => {
      isCurrent = false;
    };
  }, [initial, draftKey, setErrors]);

  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) => {
    setValues((current) => (current ? { ...current, [key]: value } : current));
    void keepTypedInput(draftKey, { [key]: value });
  };

  const submit = submitting(
    () => (values ? parseOfferForm(values) : { ok: false, errors: {} }),
    async ({ fields }) => {
      await onSubmit(fields);
      await discardTypedInput(draftKey);
      onClose();
      return undefined;
    },
  );

  const shown = values ?? initial;
  // The saving compares with the profile's single price only in the profile's currency.
  const singlePrice =
    shown && shown.currency === terms.currency ? priceFor(terms, shown.durationMinutes) : undefined;
  const preview = shown ? offerPreview(shown, singlePrice) : undefined;

  return (
    <Modal
      opened={initial !== undefined}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {shown ? (
        <form ref={formRef} onSubmit={submit} noValidate data-testid="offer-form">
          <Stack gap="sm">
            <TextInput
              label={t`Offer name`}
              required
              data-autofocus
              value={shown.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Number of sessions`}
                required
                inputMode="numeric"
                dir="ltr"
                value={shown.sessionCount}
                onChange={(event) => set('sessionCount', event.currentTarget.value)}
                error={errors.sessionCount}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500} id="offer-duration-label">
                  <Trans>Duration of each session</Trans>
                </Text>
                <SegmentedControl
                  aria-labelledby="offer-duration-label"
                  value={String(shown.durationMinutes)}
                  onChange={(value) => set('durationMinutes', value === '30' ? 30 : 60)}
                  data={SESSION_DURATIONS_MINUTES.map((minutes) => ({
                    value: String(minutes),
                    label: format.duration(minutes),
                  }))}
                />
              </Stack>
            </SimpleGrid>
            <Checkbox.Group
              label={t`Modes allowed`}
              required
              value={shown.modes}
              onChange={(modes) => set('modes', modes as SessionMode[])}
              error={errors.modes}
            >
              <Group gap="md" mt={4}>
                {SESSION_MODES.map((mode) => (
                  <Checkbox key={mode.code} value={mode.code} label={translate(mode.label)} />
                ))}
              </Group>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t`Total price`}
                required
                inputMode="decimal"
                dir="ltr"
                value={shown.totalPrice}
                onChange={(event) => set('totalPrice', event.currentTarget.value)}
                error={errors.totalPrice}
              />
              <Select
                label={t`Currency`}
                required
                allowDeselect={false}
                data={CURRENCY_CODES}
                value={shown.currency}
                onChange={(value) => value && set('currency', value)}
                error={errors.currency}
              />
            </SimpleGrid>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="offer-preview">
              {preview ? (
                <>
                  {t`Per session: ${format.money(preview.perSession, shown.currency)}.`}{' '}
                  {preview.saving === undefined
                    ? null
                    : preview.saving >= 0
                      ? t`Saves ${format.money(preview.saving, shown.currency)} against single sessions.`
                      : t`Costs ${format.money(-preview.saving, shown.currency)} more than single sessions.`}
                </>
              ) : (
                <Trans>Enter the number of sessions and the total price to see the price per session.</Trans>
              )}
            </Text>
            <TextInput
              label={t`Validity (days)`}
              description={t`Counted from the purchase date.`}
              required
              inputMode="numeric"
              dir="ltr"
              value={shown.validityDays}
              onChange={(event) => set('validityDays', event.currentTarget.value)}
              error={errors.validityDays}
            />
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
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
