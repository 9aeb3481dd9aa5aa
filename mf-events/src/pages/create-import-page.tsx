import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import '../features/create/components/event-form.css';
import '../features/import/components/import.css';
import { ImportRequestForm } from '../features/import/components/import-request-form';
import { MyImportRequests } from '../features/import/components/my-import-requests';

/**
 * `/app/create/import` (not in SPEC section 2; see mf-events/README.md): ask for an event published
 * elsewhere to be listed here or claimed by its organizer, and see one's requests and their state.
 */
export default function CreateImportPage() {
  return (
    <div className="import-page">
      <section aria-labelledby="import-title">
        <h1 id="import-title">Bring an event here</h1>
        <p className="import-page__intro">
          Found an event on another site, or hosting one there? Paste its link and tell us what you
          would like. Our team reviews each request. Rather start from scratch?{' '}
          <Link to={paths.create()}>Create an event</Link>
        </p>
        <ImportRequestForm />
      </section>
      <section aria-labelledby="import-mine-title">
        <h2 id="import-mine-title">Your requests</h2>
        <MyImportRequests />
      </section>
    </div>
  );
}
