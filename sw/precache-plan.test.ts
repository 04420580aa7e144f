import { describe, expect, it } from 'vitest';
import { planTiers } from './precache-plan.ts';
import { splitByTier } from './precache-tiers.ts';

const chunk = (
  fileName: string,
  facade: string | null,
  edges: { imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean } = {},
) => ({
  fileName,
  facadeModuleId: facade,
  isEntry: edges.isEntry ?? false,
  imports: edges.imports ?? [],
  dynamicImports: edges.dynamicImports ?? [],
  css: edges.css ?? [],
});

const ROUTES = '/app/src/app/routes';
const BUNDLE = [
  chunk('assets/index.js', '/app/index.html', {
    isEntry: true,
    imports: ['assets/start.js'],
  }),
  chunk('assets/start.js', '/app/src/app/start.tsx', {
    dynamicImports: [
      'assets/dashboard.js',
      'assets/landing.js',
      'assets/sign-up.js',
      'assets/admin.mail.js',
      'assets/en-index.js',
      'assets/ar-dashboard.js',
      'assets/ar-sign-up.js',
    ],
  }),
  chunk('assets/dashboard.js', `${ROUTES}/_office/dashboard.tsx?tsr-split=component`, {
    imports: ['assets/Table.js'],
    dynamicImports: ['assets/Charts.js'],
    css: ['assets/dashboard.css'],
  }),
  chunk('assets/Charts.js', '/app/src/app/features/dashboard/Charts.tsx'),
  chunk('assets/landing.js', `${ROUTES}/index.tsx?tsr-split=component`),
  chunk('assets/Table.js', null),
  chunk('assets/sign-up.js', `${ROUTES}/sign-up.tsx?tsr-split=component`, {
    imports: ['assets/Table.js', 'assets/Dropzone.js'],
    css: ['assets/sign-up.css'],
  }),
  chunk('assets/Dropzone.js', null),
  chunk('assets/admin.mail.js', `${ROUTES}/_office/admin.mail.tsx?tsr-split=component`),
  chunk('assets/en-index.js', '/app/locales/en/browser/index.ts'),
  chunk('assets/ar-dashboard.js', '/app/locales/ar/browser/_office.dashboard.ts'),
  chunk('assets/ar-sign-up.js', '/app/locales/ar/browser/sign-up.ts'),
  chunk('assets/prerendered-main.js', '/app/src/app/prerender/prerendered-main.tsx', {
    isEntry: true,
    imports: ['assets/Dropzone.js'],
  }),
];

describe('the precache plan', () => {
  const tiers = planTiers(BUNDLE);

  it('stores the office before takeover: the entry, its pages, what they import, lazily too, their styles, and the home page where signing out lands', () => {
    for (const file of [
      'index.js',
      'start.js',
      'dashboard.js',
      'Table.js',
      'Charts.js',
      'dashboard.css',
      'landing.js',
    ])
      expect(tiers.get(`assets/${file}`), file).toBe('now');
  });

  it('leaves the signed-out, onboarding and admin pages, and what only they import, for afterwards', () => {
    for (const file of ['sign-up.js', 'sign-up.css', 'Dropzone.js', 'admin.mail.js', 'prerendered-main.js'])
      expect(tiers.get(`assets/${file}`), file).toBe('later');
  });

  it("keeps each catalog part for its language, a later page's for afterwards", () => {
    expect(tiers.get('assets/en-index.js')).toBe('en');
    expect(tiers.get('assets/ar-dashboard.js')).toBe('ar');
    expect(tiers.get('assets/ar-sign-up.js')).toBe('later');
  });
});

describe('the worker’s turns', () => {
  const entries = [
    { url: 'a.js', revision: null, tier: 'now' as const },
    { url: 'b.js', revision: null, tier: 'ar' as const },
    { url: 'c.js', revision: null, tier: 'en' as const },
    { url: 'd.js', revision: null, tier: 'later' as const },
    'e.js',
    { url: 'manifest.webmanifest', revision: '1' },
  ];
  const urls = (list: readonly (string | { url: string })[]) =>
    list.map((entry) => (typeof entry === 'string' ? entry : entry.url));

  it("stores now the office and the page's language, the rest afterwards", () => {
    const { now, later } = splitByTier(entries, 'ar');
    expect(urls(now)).toEqual(['a.js', 'b.js', 'e.js', 'manifest.webmanifest']);
    expect(urls(later)).toEqual(['c.js', 'd.js']);
  });

  it('stores every language now when the worker cannot tell the page’s', () => {
    expect(urls(splitByTier(entries, undefined).later)).toEqual(['d.js']);
  });
});
