/** Organizations (clubs) as lists and search results show them (SPEC section 3). */
import { Type, type Static } from 'typebox';
import { ImageRefSchema, Nullable } from './common';

export const OrganizationSummarySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  image: Nullable(ImageRefSchema),
  isVerified: Type.Boolean(),
  /** Friends of the caller who are members; null for anonymous callers. */
  numFriends: Nullable(Type.Integer()),
});
export type OrganizationSummary = Static<typeof OrganizationSummarySchema>;
