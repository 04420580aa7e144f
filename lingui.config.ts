import { defineConfig } from '@lingui/cli';

// One catalog per language holds the UI, validation messages, the error catalogue, e-mails and
// server messages. `lingui compile --typescript` writes locales/<lang>/messages.ts, which both the
// browser bundle and the Node server import (the server cannot run macros, hence compiled catalogs).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/sw'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
