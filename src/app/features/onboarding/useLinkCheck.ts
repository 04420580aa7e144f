// Checks an e-mailed link once on open: valid (with who it is for), or the reason it cannot be used.
import { useEffect, useState } from 'react';
import type { LinkCheckData } from '#core/onboarding/api';
import { checkLink, type LinkKind, type LinkProblem, linkProblemOf } from './link-api.ts';

export type LinkState =
  | { status: 'checking' }
  | { status: 'valid'; data: LinkCheckData }
  | { status: 'refused'; problem: LinkProblem };

export function useLinkCheck(kind: LinkKind, token: string): [LinkState, (state: LinkState) => void] {
  const [state, setState] = useState<LinkState>({ status: 'checking' });
  useEffect(() => {
    let isCurrent = true;
    setState({ status: 'checking' });
    checkLink(kind, token)
      .then((data) => isCurrent && setState({ status: 'valid', data }))
      .catch((error: unknown) => isCurrent && setState({ status: 'refused', problem: linkProblemOf(error) }));
    return () => {
      isCurrent = false;
    };
  }, [kind, token]);
  return [state, setState];
}
