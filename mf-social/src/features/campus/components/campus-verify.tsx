import type { Campus } from 'contract';
import { Button } from 'shared-ui';
import { useCampusVerification } from '../api/use-campus-verification';
import { CampusCodeForm } from './campus-code-form';
import { CampusJoined } from './campus-joined';
import { SchoolEmailForm } from './school-email-form';

/**
 * The picked campus: enter a school email, send the code, enter it (resend after the cooldown),
 * and the success state once joined.
 */
export function CampusVerify({
  campus,
  userId,
  onChangeCampus,
}: {
  campus: Campus;
  userId: string;
  onChangeCampus: () => void;
}) {
  const verification = useCampusVerification(campus);
  const { joined, sentTo } = verification;
  if (joined) return <CampusJoined joined={joined} userId={userId} />;

  const domains = campus.domains.map((d) => `@${d}`).join(' or ');
  return (
    <section className="campus-step" aria-labelledby="campus-verify-title">
      <div className="campus-picked">
        <div className="campus-picked__school">
          <h2 id="campus-verify-title" className="campus-step__title">
            {campus.name}
          </h2>
          <p className="social-muted">School emails end in {domains}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onChangeCampus}>
          Change school
        </Button>
      </div>
      {sentTo === null ? (
        <SchoolEmailForm campus={campus} verification={verification} />
      ) : (
        <CampusCodeForm sentTo={sentTo} verification={verification} />
      )}
    </section>
  );
}
