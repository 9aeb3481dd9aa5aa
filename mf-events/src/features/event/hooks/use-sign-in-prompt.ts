import { useCallback } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import { paths, redirectMemory } from 'shared-api';

/**
 * For an action a visitor must sign in for (like, RSVP, buy): remembers this page and the prompt
 * the way the shell's gate does, and sends them to the phone step. After sign-in the auth flow
 * brings them back here.
 */
export function useSignInPrompt() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (prompt: { emoji: string; text: string }) => {
      redirectMemory.save({
        path: location.pathname,
        query: location.search,
        message: `${prompt.emoji} ${prompt.text}`,
        requiresFullLogin: true,
      });
      navigate(paths.auth('phone'));
    },
    [location.pathname, location.search, navigate],
  );
}
