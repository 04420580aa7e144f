import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES as M } from '#core/packages/package-messages';
import type { PackageOfferRow } from '#core/packages/package-schema';
import { SAMPLE_PACKAGE_OFFER } from '#core/packages/sample-package';
import {
  newOfferValues,
  type OfferFormValues,
  offerPreview,
  parseOfferForm,
  parseSaleForm,
  typedOfferValues,
} from './package-form-values.ts';

const offer: PackageOfferRow = {
  ...SAMPLE_PACKAGE_OFFER,
  id: '3f6a1c2d-4b5e-4f70-8a91-b2c3d4e5f607',
  ownerId: 'owner',
  version: 1,
  updatedAt: '2031-03-01T00:00:00.000Z',
  deletedAt: null,
};

// No catalogue loaded: a message reads as its id, which is what the forms are checked against.
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('offer form', () => {
  it('turns typed counts and a major-unit price into the offer’s fields', () => {
    const values: OfferFormValues = {
      ...newOfferValues('EUR'),
      name: ' Five sessions ',
      totalPrice: '299.50',
      modes: ['chat', 'video'],
    };
    expect(parseOfferForm(values)).toEqual({
      ok: true,
      fields: {
        name: 'Five sessions',
        sessionCount: 5,
        durationMinutes: 60,
        modes: ['video', 'chat'],
        totalPrice: 29950,
        currency: 'EUR',
        validityDays: 90,
        archived: false,
      },
    });
  });

  it('answers the shared schema’s messages for each field to fix', () => {
    const parsed = parseOfferForm({
      ...newOfferValues('EUR'),
      sessionCount: '0',
      modes: [],
      totalPrice: '12.345',
      validityDays: '900',
    });
    expect(parsed.ok ? {} : parsed.errors).toEqual({
      name: M.nameRequired.id,
      sessionCount: M.sessionCountInvalid.id,
      modes: M.modesRequired.id,
      totalPrice: M.priceInvalid.id,
      validityDays: M.validityInvalid.id,
    });
  });

  it('previews the price per session and the saving while the form is typed', () => {
    const values = { ...newOfferValues('EUR'), totalPrice: '300' };
    expect(offerPreview(values, 7000)).toEqual({ perSession: 6000, saving: 5000 });
    expect(offerPreview({ ...values, sessionCount: '' }, 7000)).toBeUndefined();
  });
});

describe('sale form', () => {
  it('sells at the start of the purchase day in the specialist’s zone', () => {
    const parsed = parseSaleForm(
      { offerId: offer.id, patientId: 'p1', purchaseDate: '2031-03-12', price: '250', paid: true },
      offer,
      'Africa/Casablanca',
    );
    expect(parsed).toEqual({
      ok: true,
      draft: { patientId: 'p1', purchasedAt: '2031-03-11T23:00:00.000Z', price: 25000, paid: true },
    });
  });

  it('asks for the offer, the holder, the date and a valid price', () => {
    const parsed = parseSaleForm(
      { offerId: '', patientId: '', purchaseDate: '', price: 'x', paid: false },
      undefined,
      'UTC',
    );
    expect(parsed.ok ? [] : Object.keys(parsed.errors)).toEqual(['offerId', 'patientId', 'purchaseDate']);
  });
});

describe('an offer form’s kept input', () => {
  it('comes back as the form’s own fields, of their own types', () => {
    const typed = { name: 'Cinq séances', modes: ['video'], archived: false, totalPrice: 300, bogus: 'x' };
    expect(typedOfferValues(typed)).toEqual({ name: 'Cinq séances', modes: ['video'], archived: false });
  });
});
