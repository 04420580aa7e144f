// The specialist's profile-completion state from the server, reloaded after each step is filed.
import { useCallback, useEffect, useState } from 'react';
import type { ProfileState } from '#core/onboarding/api';
import { getProfile } from './profile-api.ts';

export function useProfileState() {
  const [state, setState] = useState<ProfileState>();
  const [isFailed, setFailed] = useState(false);
  const reload = useCallback(() => {
    setFailed(false);
    getProfile()
      .then(setState)
      .catch(() => setFailed(true));
  }, []);
  useEffect(() => reload(), [reload]);
  return { state, isFailed, reload, setState };
}
