import { Trans } from '@lingui/react/macro';
import { AnchorLink } from '../../ui/links.tsx';

export function BackToLogin() {
  return (
    <AnchorLink to="/sign-in/{-$id}" params={{ id: undefined }} ta="center" size="sm">
      <Trans>Back to Login</Trans>
    </AnchorLink>
  );
}
