/** The people of a campus (GET /campuses/members), the caller's friends first. */
import { Type, type Static } from 'typebox';
import { CAMPUS_LIMITS } from '../limits';
import { Id, pageOf, pageQueryFields } from './common';
import { PublicUserSchema } from './user';

export const CampusPeopleQuerySchema = Type.Object({
  campusId: Id,
  ...pageQueryFields(CAMPUS_LIMITS.peopleMax, 200),
});

export const CampusPersonSchema = Type.Object({
  user: PublicUserSchema,
  /** Whether the caller and this person are friends (friends come first). */
  isFriend: Type.Boolean(),
});
export type CampusPerson = Static<typeof CampusPersonSchema>;

export const CampusPeoplePageSchema = pageOf('people', CampusPersonSchema);
export type CampusPeoplePage = Static<typeof CampusPeoplePageSchema>;
