import type { CohostPrivilege } from 'contract';

/** Each co-host level in words, matching what HOST_PERMISSION_TABLE grants it. */
export const LEVEL_WORDS: Record<CohostPrivilege, { name: string; article: string; can: string }> =
  {
    cohost: {
      name: 'Co-host',
      article: 'a co-host',
      can: 'Everything the host does: guests, scanning, text blasts, editing, co-hosts.',
    },
    door: {
      name: 'Door staff',
      article: 'door staff',
      can: 'Scans passes and sees the guest list and counts.',
    },
    viewer: {
      name: 'Viewer',
      article: 'a viewer',
      can: 'Sees the dashboard and the guest list; changes nothing.',
    },
  };
