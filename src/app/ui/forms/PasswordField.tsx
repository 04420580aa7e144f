import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's password input with its show/hide button reachable by Tab (WCAG 2.1.1: every action by
 * keyboard; Mantine leaves it out of the tab order) and named in the user's language, not English.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useLingui();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the password` }}
      {...props}
    />
  );
}
