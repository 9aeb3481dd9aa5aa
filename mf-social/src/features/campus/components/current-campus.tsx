import type { CampusRef } from 'contract';
import { Button } from 'shared-ui';
import { CampusPeople } from './campus-people';

/** The person's campus, the way to change it, and the people there (friends first). */
export function CurrentCampus({ campus, onChange }: { campus: CampusRef; onChange: () => void }) {
  return (
    <>
      <section className="campus-current" aria-label="Your campus">
        <p className="social-muted">You are a member of</p>
        <p className="campus-current__name">🎓 {campus.name}</p>
        <div className="social-form-actions">
          <Button variant="secondary" size="sm" onClick={onChange}>
            Change campus
          </Button>
        </div>
      </section>
      <CampusPeople campus={campus} />
    </>
  );
}
