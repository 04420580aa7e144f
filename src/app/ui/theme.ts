import { createTheme } from '@mantine/core';

// Noto Sans Arabic is bundled (public/fonts) so Arabic renders the same offline and on every OS;
// Latin text uses the system stack and falls through to it for Arabic glyphs.
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif",
  },
});
