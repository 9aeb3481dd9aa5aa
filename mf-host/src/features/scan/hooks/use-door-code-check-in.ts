import { toUserMessage } from 'shared-api';
import type { GuestEntry } from 'contract';
import { useToast } from 'shared-ui';
import { scanHeadline } from '../../../components/scan-words';
import { useScanPass } from '../api/scan-pass';

/**
 * The guest list's "Check in": by door code. Every level that may check guests in gets it (pass
 * tokens are the host's and the door's only), and the scan redeems it like the QR; the answer
 * comes as a toast.
 */
export function useDoorCodeCheckIn(eventId: string) {
  const scan = useScanPass(eventId);
  const toast = useToast();
  return {
    checkIn: (guest: GuestEntry) => {
      scan.mutate(
        { qrToken: guest.doorCode },
        {
          onSuccess: (outcome) =>
            toast.show(
              outcome.result === 'admitted'
                ? `${guest.person.name} is checked in`
                : `${guest.person.name}: ${scanHeadline(outcome)}`,
              { kind: outcome.result === 'admitted' ? 'success' : 'error' },
            ),
          onError: (error) => toast.show(toUserMessage(error), { kind: 'error' }),
        },
      );
    },
    isCheckingIn: (guest: GuestEntry) =>
      scan.isPending && scan.variables?.qrToken === guest.doorCode,
  };
}
