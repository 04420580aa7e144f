// A button whose label may be longer than a phone's width ("Register as a psychologist or coach",
// "Join without camera or microphone", longer still in French): it grows a line instead of cutting the
// label mid-word (Mantine's buttons keep one line and hide the rest). Spread into the button's props.
export const WRAPPING_LABEL = {
  h: 'auto',
  py: 10,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.35 } },
} as const;
