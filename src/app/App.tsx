import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { TOAST_AUTO_CLOSE_MS } from '#core/constants';
import { isRightToLeft } from '#core/languages';
import { DirectionSync } from './i18n/DirectionSync.tsx';
import { useLanguage } from './i18n/useLanguage.ts';
import { type AppRouter, router as browserRouter } from './router.ts';
import { theme } from './ui/theme.ts';

/** `router` is the browser's; the build's prerender passes one per page on a memory history. */
export function App({ router = browserRouter }: { router?: AppRouter }) {
  const language = useLanguage();
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider initialDirection={isRightToLeft(language) ? 'rtl' : 'ltr'} detectDirection>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <DirectionSync />
          {/* Spec §4/§8: toasts top-right, one at a time, closing after 5 s. */}
          <Notifications position="top-right" limit={1} autoClose={TOAST_AUTO_CLOSE_MS} zIndex={1000} />
          <RouterProvider router={router} />
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}
