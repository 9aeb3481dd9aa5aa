/** /v2/users/…: the caller's account and other people's public profiles. */
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/api-error';
import { callerOf, callerUser } from '../http/access-policy';
import { serve } from '../http/serve-endpoint';
import type { UserRepository } from '../users/user-repository';
import type { UserService } from '../users/user-service';
import { toOwnUser, toPublicUser } from '../users/user-view';
import type { OwnImageCheck } from '../images/own-images';

export interface UserRoutesOptions {
  users: UserRepository;
  userService: UserService;
  ownImage: OwnImageCheck;
}

export const userRoutes: FastifyPluginAsync<UserRoutesOptions> = async (
  app,
  { users, userService, ownImage },
) => {
  serve(app, 'GET /users/', async (request) => {
    const userId = request.query.userId || undefined;
    const me = request.caller?.user ?? null;
    if (userId === undefined || userId === me?.id) {
      return { user: toOwnUser(callerUser(request)) };
    }
    const other = await users.findById(userId);
    if (!other) throw notFound('User not found');
    return { user: toPublicUser(other) };
  });

  serve(app, 'POST /users/', async (request) => {
    ownImage('photo', request.body.photo);
    const user = await userService.create(callerOf(request), request.body);
    return { user: toOwnUser(user) };
  });

  serve(app, 'PATCH /users/', async (request) => {
    ownImage('photo', request.body.photo);
    const user = await userService.update(callerUser(request), request.body);
    return { user: toOwnUser(user) };
  });

  serve(app, 'GET /users/exists', async (request) => ({
    exists: callerOf(request).user !== null,
  }));
};
