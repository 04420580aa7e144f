// The articles API as another device of the same specialist uses it: articles written, given a banner
// and published behind the browser's back, and read as the public reads them.
import { type APIRequestContext, expect } from '@playwright/test';
import type { ArticleRow } from '../../../src/core/articles/article-schema.ts';
import { SAMPLE_ARTICLE } from '../../../src/core/articles/sample-article.ts';
import { noisyPng } from './noisy-png.ts';

export class ArticlesApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password: string): Promise<ArticlesApi> {
    const answer = await request.post('/api/auth/sign-in', { data: { email, password } });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { token: string } };
    return new ArticlesApi(request, data.token);
  }

  private headers() {
    return { authorization: `Bearer ${this.token}`, 'idempotency-key': crypto.randomUUID() };
  }

  async create(overrides: Partial<ArticleRow> = {}): Promise<ArticleRow> {
    const answer = await this.request.post('/api/articles', {
      headers: this.headers(),
      data: { ...SAMPLE_ARTICLE, id: crypto.randomUUID(), ...overrides },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { data: ArticleRow }).data;
  }

  /** Uploads a banner (a small PNG) as the outbox's `article.file` does. */
  async addBanner(id: string): Promise<ArticleRow> {
    const answer = await this.request.post(`/api/articles/${id}/files`, {
      headers: this.headers(),
      multipart: {
        field: 'bannerFileId',
        fileId: crypto.randomUUID(),
        file: { name: 'banner.png', mimeType: 'image/png', buffer: noisyPng(20_000) },
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: ArticleRow }).data;
  }

  async setStatus(row: ArticleRow, status: ArticleRow['status']): Promise<ArticleRow> {
    const answer = await this.request.put(`/api/articles/${row.id}`, {
      headers: this.headers(),
      data: { baseVersion: row.version, changes: { status } },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: ArticleRow }).data;
  }

  /** A published article with a banner. */
  async publish(overrides: Partial<ArticleRow> = {}): Promise<ArticleRow> {
    const created = await this.create(overrides);
    return this.setStatus(await this.addBanner(created.id), 'published');
  }
}
