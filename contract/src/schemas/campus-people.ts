/** The people of a campus (GET /campuses/members), the caller's friends first. */
import { Type, type Static } from 'typebox';
import { CAMPUS_LIMITS } from '../limits';
import { Id, PaginationSchema } from './common';
import { PublicUserSchema } from './user';

export const CampusPeopleQuerySchema = Type.Object({
  campusId: Id,
  continuationToken: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CAMPUS_LIMITS.peopleMax })),
});

export const CampusPersonSchema = Type.Object({
  user: PublicUserSchema,
  /** Whether the caller and this person are friends (friends come first). */
  isFriend: Type.Boolean(),
});
export type CampusPerson = Static<typeof CampusPersonSchema>;

export const CampusPeoplePageSchema = Type.Object({
  people: Type.Array(CampusPersonSchema),
  pagination: PaginationSchema,
});
export type CampusPeoplePage = Static<typeof CampusPeoplePageSchema>;
