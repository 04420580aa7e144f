// The session-setup form (prices, currency, availability and its time zone, offer, bank) as typed, and
// its request body.
import { DEFAULT_CURRENCY_SYMBOL } from '#core/constants';
import type { AvailabilitySlot, SessionStep } from '#core/onboarding/profile-completion';
import { deviceTimeZone } from '#core/sessions/session-time';

/** One availability slot as typed; `offer` is what the hours take (single sessions, packages or both). */
export type SlotValues = { key: string; day: string; start: string; end: string; offer: string };

export function slotValuesOf(slot: AvailabilitySlot, fallbackOffer: string): SlotValues {
  return { ...slot, key: crypto.randomUUID(), offer: slot.offer ?? fallbackOffer };
}

/** The slots as the schema parses them: the form's keys dropped. */
export function slotsOf(values: readonly SlotValues[]): Omit<SlotValues, 'key'>[] {
  return values.map(({ key: _key, ...slot }) => slot);
}

export type SessionValues = {
  price30: number | string;
  price60: number | string;
  currency: string;
  availability: SlotValues[];
  timeZone: string;
  sessionOffer: string;
  bankName: string;
  iban: string;
};

export function sessionValuesOf(filed: SessionStep | null): SessionValues {
  return {
    price30: filed?.price30 ?? '',
    price60: filed?.price60 ?? '',
    currency: filed?.currency ?? DEFAULT_CURRENCY_SYMBOL,
    availability: (filed?.availability ?? []).map((slot) =>
      slotValuesOf(slot, filed?.sessionOffer ?? 'both'),
    ),
    // Until the specialist picks one, the device's zone: most set up their practice where they work.
    timeZone: filed?.timeZone ?? deviceTimeZone(),
    sessionOffer: filed?.sessionOffer ?? '',
    bankName: filed?.bankName ?? '',
    iban: filed?.iban ?? '',
  };
}

/** What the schema parses: numbers stay numbers, an empty price is missing (its own message). */
export function sessionBody(values: SessionValues): Record<string, unknown> {
  const price = (value: number | string) => (value === '' ? undefined : Number(value));
  return {
    price30: price(values.price30),
    price60: price(values.price60),
    currency: values.currency,
    availability: slotsOf(values.availability),
    timeZone: values.timeZone,
    sessionOffer: values.sessionOffer,
    bankName: values.bankName,
    iban: values.iban,
  };
}
