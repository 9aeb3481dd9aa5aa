import { ButtonLink } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { CampusMembership } from 'contract';
import { EmptyState } from 'shared-ui';
import { EmailText } from './email-text';

/** The success state once the person joined their campus. */
export function CampusJoined({ joined, userId }: { joined: CampusMembership; userId: string }) {
  return (
    <EmptyState
      icon="🎉"
      title={`You joined ${joined.campus.name}`}
      message={
        <>
          Verified with <EmailText email={joined.email} />. Your campus now shows on your profile.
        </>
      }
      action={
        <ButtonLink variant="primary" to={paths.user(userId)}>
          See your profile
        </ButtonLink>
      }
    />
  );
}
