// The landing page's only script (the page itself is prerendered HTML): it registers the service
// worker, so a first visit to `/` already keeps the app's page for offline starts.
import { canUseServiceWorker, registerServiceWorker } from '../sw/register-service-worker';

if (process.env.NODE_ENV === 'production' && canUseServiceWorker()) void registerServiceWorker();
