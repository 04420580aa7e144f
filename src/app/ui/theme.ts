import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

// Contrast (WCAG 2.2 AA, 4.5:1 for text) is a property of the palette, not of each screen, so the
// shades that fail it are replaced here once and every component inherits passing pairs:
// - teal: shade 8 (primary: filled buttons, links, focus) becomes #087f5b, 5.0:1 against white, and
//   shade 9 (text of light badges on teal.1) #06664a, 6.0:1; Mantine's #099268 gave 3.9:1.
// - gray.6 is Mantine's "dimmed" text: #5c636a reads 6.1:1 on white, 5.1:1 on gray.2 (was 3.3:1).
// - yellow.9 is the text of light yellow badges and alerts on yellow.1: #8a4b00, 6.1:1 (was 2.7:1).
// - red.6 is the error colour (field messages, Sign out): #d32f2f, 5.0:1 on white (was 3.3:1); the
//   darker shades move down with it so hover states still darken.
const [t0, t1, t2, t3, t4, t5, t6, t7] = DEFAULT_THEME.colors.teal;
const teal: MantineColorsTuple = [t0, t1, t2, t3, t4, t5, t6, t7, '#087f5b', '#06664a'];
const gray = DEFAULT_THEME.colors.gray.map((shade, index) => (index === 6 ? '#5c636a' : shade));
const yellow = DEFAULT_THEME.colors.yellow.map((shade, index) => (index === 9 ? '#8a4b00' : shade));
const [r0, r1, r2, r3, r4, r5] = DEFAULT_THEME.colors.red;
const red: MantineColorsTuple = [r0, r1, r2, r3, r4, r5, '#d32f2f', '#c62828', '#b02525', '#9b1c1c'];

// Noto Sans Arabic is bundled (public/fonts) so Arabic renders the same offline and on every OS;
// Latin text uses the system stack and falls through to it for Arabic glyphs.
export const theme = createTheme({
  colors: {
    teal,
    red,
    // A tuple of ten shades, as the original: the cast keeps Mantine's tuple type through map().
    gray: gray as unknown as MantineColorsTuple,
    yellow: yellow as unknown as MantineColorsTuple,
  },
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
