import { Button, EmptyState } from 'shared-ui';

/** SPEC: explore is a page that requires an update of the app. */
export default function ExplorePage() {
  return (
    <EmptyState
      icon="🧭"
      title="Explore needs an update"
      message="This part of the app needs a newer version. Reload the page to get the latest one."
      action={
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
