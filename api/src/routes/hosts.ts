/** /v2/events/guests and /v2/events/hosts/…: the guest list, the door scanner and the dashboard. */
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { hostDashboard } from '../door/dashboard';
import { listGuests } from '../door/guest-list';
import { offlineKit, syncOfflineScans } from '../door/offline-kit';
import { assertHostPermission } from '../events/organizer-guard';
import { redeemPass } from '../door/redeem-pass';
import { callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { Clock } from '../time/clock';

export interface HostRoutesOptions {
  db: Database;
  clock: Clock;
}

export const hostRoutes: FastifyPluginAsync<HostRoutesOptions> = async (app, { db, clock }) => {
  serve(app, 'GET /events/guests', async (request) => {
    const level = await assertHostPermission(
      db,
      request.query.eventId,
      callerUser(request).id,
      'view_guests',
    );
    return listGuests(db, request.query, level);
  });

  serve(app, 'POST /events/hosts/scan', async (request) =>
    redeemPass(
      db,
      {
        eventId: request.body.eventId,
        qrToken: request.body.qrToken,
        nonce: request.body.nonce,
        scannerId: callerUser(request).id,
      },
      clock(),
    ),
  );

  serve(app, 'GET /events/hosts/offline-kit', async (request) =>
    offlineKit(db, request.query.eventId, callerUser(request).id, clock()),
  );

  serve(app, 'POST /events/hosts/scan-sync', async (request) =>
    syncOfflineScans(db, request.body, callerUser(request).id, clock()),
  );

  serve(app, 'GET /events/hosts/dashboard', async (request) => {
    const { eventId } = request.query;
    const level = await assertHostPermission(db, eventId, callerUser(request).id, 'view_dashboard');
    return hostDashboard(db, eventId, level, clock());
  });
};
