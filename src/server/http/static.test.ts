import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { APP_NOT_BUILT_TEXT, mountStatic } from './static.ts';

function appFor(distDir: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/health', (c) => c.json({ success: true }));
  mountStatic(app, distDir);
  app.notFound((c) => c.text('api 404', 404));
  return app;
}

describe('serving the built app', () => {
  let distDir: string;
  let app: Hono<AppEnv>;
  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'mindoffice-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(distDir, 'sw.js'), 'self.x = 1');
    writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{}');
    writeFileSync(path.join(distDir, 'icon-192.png'), 'png');
    app = appFor(distDir);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('caches hashed assets for a year and never caches the shell files', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    for (const file of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const response = await app.request(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
    expect((await app.request('/icon-192.png')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('falls back to index.html for any other GET, but not for /api or /ws', async () => {
    for (const route of ['/dashboard', '/patient-profile/42', '/sign-in/abc?lang=AR']) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    expect(await (await app.request('/api/unknown')).text()).toBe('api 404');
    expect(await (await app.request('/ws')).text()).toBe('api 404');
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('does not serve files outside the build', async () => {
    const response = await app.request('/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('answers a clear 503 while the app is not built', async () => {
    const response = await appFor(path.join(distDir, 'missing')).request('/dashboard');
    expect(response.status).toBe(503);
    expect(await response.text()).toBe(APP_NOT_BUILT_TEXT);
  });
});
