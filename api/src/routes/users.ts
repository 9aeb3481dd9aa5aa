/** /v2/users/…: the caller's account and other people's public profiles. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../http/api-error';
import { callerOf, callerUser } from '../http/access-policy';
import { dataEnvelope } from '../http/common-schemas';
import type { UserRepository } from '../users/user-repository';
import {
  PublicUserSchema,
  UserInputSchema,
  UserPatchSchema,
  UserSchema,
} from '../users/user-schemas';
import type { UserService } from '../users/user-service';
import { toOwnUser, toPublicUser } from '../users/user-view';

export interface UserRoutesOptions {
  users: UserRepository;
  userService: UserService;
}

const OwnUserResponse = dataEnvelope(Type.Object({ user: UserSchema }));

export const userRoutes: FastifyPluginAsyncTypebox<UserRoutesOptions> = async (
  app,
  { users, userService },
) => {
  app.get(
    '/users/',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({ userId: Type.Optional(Type.String()) }),
        response: {
          // Own view or public view: the serializer keeps exactly the fields of the matching shape.
          200: dataEnvelope(Type.Object({ user: Type.Union([UserSchema, PublicUserSchema]) })),
        },
      },
    },
    async (request) => {
      const userId = request.query.userId || undefined;
      const me = request.caller?.user ?? null;
      if (userId === undefined || userId === me?.id) {
        return { data: { user: toOwnUser(callerUser(request)) } };
      }
      const other = await users.findById(userId);
      if (!other) throw notFound('User not found');
      return { data: { user: toPublicUser(other) } };
    },
  );

  app.post(
    '/users/',
    {
      config: { access: 'token' },
      schema: { body: UserInputSchema, response: { 201: OwnUserResponse } },
    },
    async (request, reply) => {
      const user = await userService.create(callerOf(request), request.body);
      return reply.status(201).send({ data: { user: toOwnUser(user) } });
    },
  );

  app.patch(
    '/users/',
    {
      config: { access: 'user' },
      schema: { body: UserPatchSchema, response: { 200: OwnUserResponse } },
    },
    async (request) => {
      const user = await userService.update(callerUser(request), request.body);
      return { data: { user: toOwnUser(user) } };
    },
  );

  app.get(
    '/users/exists',
    {
      config: { access: 'token' },
      schema: { response: { 200: dataEnvelope(Type.Object({ exists: Type.Boolean() })) } },
    },
    async (request) => ({ data: { exists: callerOf(request).user !== null } }),
  );
};
