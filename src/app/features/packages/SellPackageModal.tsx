import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import type { PackageOfferRow } from '#core/packages/package-schema';
import { packageExpiry } from '#core/packages/package-units';
import { minorToMajor } from '#core/sessions/session-money';
import { zonedToInstant } from '#core/sessions/session-time';
import { sellPackage } from '#local/packages/package-commands';
import { listPatientChoices } from '#local/patients/patient-choices';
import { DateField } from '../../ui/forms/DateField.tsx';
import { useFormSubmit } from '../../ui/forms/useFormSubmit.ts';
import type { SessionFormat } from '../sessions/session-format.ts';
import { newSaleValues, parseSaleForm, type SaleFormValues } from './package-form-values.ts';

type Props = {
  /** Open with this offer chosen (or none: ''); undefined: closed. */
  offerId: string | undefined;
  offers: PackageOfferRow[];
  now: string;
  zone: string;
  format: SessionFormat;
  onClose: () => void;
};

/** Sells an active offer to an individual or a company; queued, so it works offline. */
export function SellPackageModal({ offerId, offers, now, zone, format, onClose }: Props) {
  const { t } = useLingui();
  const patients = useLiveQuery(listPatientChoices, []) ?? [];
  const [values, setValues] = useState<SaleFormValues>(() => newSaleValues(now, zone));
  const { errors, setErrors, isSaving, formRef, submitting } = useFormSubmit();
  const active = offers.filter((offer) => !offer.archived);

  const pick = (id: string, base: SaleFormValues): SaleFormValues => {
    const offer = offers.find((row) => row.id === id);
    return {
      ...base,
      offerId: id,
      price: offer ? minorToMajor(offer.totalPrice, offer.currency) : base.price,
    };
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the modal opens.
  useEffect(() => {
    if (offerId === undefined) return;
    setValues(pick(offerId, newSaleValues(now, zone)));
    setErrors({});
  }, [offerId]);

  const set = <K extends keyof SaleFormValues>(key: K, value: SaleFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const offer = offers.find((row) => row.id === values.offerId);
  const submit = submitting(
    () => {
      const parsed = parseSaleForm(values, offer, zone);
      return parsed.ok && offer
        ? { ...parsed, offer }
        : { ok: false, errors: parsed.ok ? {} : parsed.errors };
    },
    async ({ draft, offer: sold }) => {
      await sellPackage(sold, draft);
      onClose();
      return undefined;
    },
  );

  const patientOptions = useMemo(() => {
    const option = (patient: { id: string; name: string }) => ({ value: patient.id, label: patient.name });
    return [
      { group: t`Individuals`, items: patients.filter((p) => p.type === 'individual').map(option) },
      { group: t`Companies`, items: patients.filter((p) => p.type === 'company').map(option) },
    ].filter((group) => group.items.length > 0);
  }, [patients, t]);
  const expiry =
    offer && /^\d{4}-\d{2}-\d{2}$/.test(values.purchaseDate)
      ? packageExpiry(zonedToInstant(values.purchaseDate, '00:00', zone), offer.validityDays)
      : undefined;

  return (
    <Modal
      opened={offerId !== undefined}
      onClose={onClose}
      title={t`Sell a package`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form ref={formRef} onSubmit={submit} noValidate data-testid="sell-package-form">
        <Stack gap="sm">
          <Select
            label={t`Offer`}
            required
            data-autofocus
            data={active.map((row) => ({ value: row.id, label: row.name }))}
            value={values.offerId || null}
            onChange={(value) => setValues((current) => pick(value ?? '', current))}
            error={errors.offerId}
            nothingFoundMessage={t`No active offer`}
          />
          <Select
            label={t`Patient or company`}
            description={t`A company's employees share its sessions.`}
            required
            searchable
            limit={50}
            data={patientOptions}
            value={values.patientId || null}
            onChange={(value) => set('patientId', value ?? '')}
            error={errors.patientId}
            nothingFoundMessage={t`No patient found`}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t`Purchase date`}
              required
              value={values.purchaseDate}
              onChange={(value) => set('purchaseDate', value)}
              error={errors.purchaseDate}
            />
            <TextInput
              label={offer ? t`Price (${offer.currency})` : t`Price`}
              required
              inputMode="decimal"
              dir="ltr"
              value={values.price}
              onChange={(event) => set('price', event.currentTarget.value)}
              error={errors.price}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="sale-expiry">
            {expiry ? t`Expires on ${format.date(expiry)}.` : null}
          </Text>
          <Switch
            label={t`Paid`}
            checked={values.paid}
            onChange={(event) => set('paid', event.currentTarget.checked)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSaving}>
              <Trans>Sell package</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
