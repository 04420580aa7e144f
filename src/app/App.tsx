import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { isRightToLeft } from '#core/languages';
import { DirectionSync } from './i18n/DirectionSync.tsx';
import { useLanguage } from './i18n/useLanguage.ts';
import { type AppRouter, getRouter } from './router.ts';
import { DeferredNotifications } from './ui/DeferredNotifications.tsx';
import { theme } from './ui/theme.ts';

/** `router` is the browser's; the build's prerender passes one per page on a memory history. */
export function App({ router = getRouter() }: { router?: AppRouter }) {
  const language = useLanguage();
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={isRightToLeft(language) ? 'rtl' : 'ltr'} detectDirection>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <DirectionSync />
          <DeferredNotifications />
          <RouterProvider router={router} />
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
