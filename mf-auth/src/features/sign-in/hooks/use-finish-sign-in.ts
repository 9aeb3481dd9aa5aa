import { useCallback } from 'react';
import { useNavigate } from 'shared-ui/router';
import { redirectMemory } from 'shared-api';

/** Sends a signed-in user back where they were sent from (path and query), or to `/`. */
export function useFinishSignIn(): () => void {
  const navigate = useNavigate();
  return useCallback(() => navigate(redirectMemory.consume(), { replace: true }), [navigate]);
}
