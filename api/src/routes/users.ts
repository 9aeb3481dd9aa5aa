/** /v2/users/…: the caller's account and other people's public profiles. */
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/api-error';
import { callerOf, callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { UserRepository } from '../users/user-repository';
import type { UserService } from '../users/user-service';
import { toOwnUser, toPublicUser } from '../users/user-view';
import type { OwnImageCheck } from '../images/own-images';
import type { CampusRef } from 'contract';

export interface UserRoutesOptions {
  users: UserRepository;
  userService: UserService;
  ownImage: OwnImageCheck;
  /** The campus a person joined (shown on their profile). */
  campusOf: (userId: string) => Promise<CampusRef | null>;
}

export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (
  app,
  { users, userService, ownImage, campusOf },
) => {
  serve(app, 'GET /users/', async (request) => {
    const userId = request.query.userId || undefined;
    const me = request.caller?.user ?? null;
    if (userId === undefined || userId === me?.id) {
      const own = callerUser(request);
      return { user: { ...toOwnUser(own), campus: await campusOf(own.id) } };
    }
    const other = await users.findById(userId);
    if (!other) throw notFound('User not found');
    return { user: { ...toPublicUser(other), campus: await campusOf(other.id) } };
  });

  serve(app, 'POST /users/', async (request) => {
    ownImage('photo', request.body.photo);
    const user = await userService.create(callerOf(request), request.body);
    return { user: { ...toOwnUser(user), campus: null } };
  });

  serve(app, 'PATCH /users/', async (request) => {
    ownImage('photo', request.body.photo);
    const user = await userService.update(callerUser(request), request.body);
    return { user: { ...toOwnUser(user), campus: await campusOf(user.id) } };
  });

  serve(app, 'GET /users/exists', async (request) => ({
    exists: callerOf(request).user !== null,
  }));
};
