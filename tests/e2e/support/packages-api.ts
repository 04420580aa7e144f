// The packages API as another device of the same specialist uses it: offers defined and packages
// sold behind the browser's back, and what the server holds in the end.
import { type APIRequestContext, expect } from '@playwright/test';
import type { PackageOfferRow, PackageRow } from '../../../src/core/packages/package-schema.ts';
import { packageExpiry } from '../../../src/core/packages/package-units.ts';
import { SAMPLE_PACKAGE_OFFER } from '../../../src/core/packages/sample-package.ts';
import type { ChangesPage } from '../../../src/core/sync/types.ts';

export class PackagesApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password: string): Promise<PackagesApi> {
    const answer = await request.post('/api/auth/sign-in', { data: { email, password } });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { token: string } };
    return new PackagesApi(request, data.token);
  }

  private headers() {
    return { authorization: `Bearer ${this.token}`, 'idempotency-key': crypto.randomUUID() };
  }

  async createOffer(overrides: Partial<PackageOfferRow> = {}): Promise<PackageOfferRow> {
    const answer = await this.request.post('/api/package-offers', {
      headers: this.headers(),
      data: { ...SAMPLE_PACKAGE_OFFER, id: crypto.randomUUID(), ...overrides },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { data: PackageOfferRow }).data;
  }

  /** Sells `offer` to `patientId`, bought now, unpaid unless told. */
  async sell(
    offer: PackageOfferRow,
    patientId: string,
    overrides: Partial<PackageRow> = {},
  ): Promise<PackageRow> {
    const purchasedAt = new Date().toISOString();
    const answer = await this.request.post('/api/packages', {
      headers: this.headers(),
      data: {
        id: crypto.randomUUID(),
        offerId: offer.id,
        patientId,
        name: offer.name,
        sessionCount: offer.sessionCount,
        durationMinutes: offer.durationMinutes,
        modes: offer.modes,
        price: offer.totalPrice,
        currency: offer.currency,
        purchasedAt,
        expiresAt: packageExpiry(purchasedAt, offer.validityDays),
        paid: false,
        ...overrides,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { data: PackageRow }).data;
  }

  /** The live packages the server holds for this patient, read through the pull as a new device would. */
  async packagesOf(patientId: string): Promise<PackageRow[]> {
    const found: PackageRow[] = [];
    for (let since = 0, hasMore = true; hasMore; ) {
      const answer = await this.request.get(`/api/sync/changes?since=${since}`, {
        headers: { authorization: `Bearer ${this.token}` },
      });
      expect(answer.status()).toBe(200);
      const { data: page } = (await answer.json()) as { data: ChangesPage };
      for (const { entity, row } of page.changes) {
        if (entity === 'package' && row.patientId === patientId && !row.deletedAt) {
          found.push(row as unknown as PackageRow);
        }
      }
      ({ cursor: since, hasMore } = page);
    }
    return found;
  }
}
