/**
 * People. The response schemas double as a guard: the serializer drops any property a schema does
 * not list, so a public view cannot leak a phone number even if a bug put one on the object.
 */
import { Type, type Static } from 'typebox';
import { GENDERS } from '../enums';
import { USER_LIMITS } from '../limits';
import { CampusRefSchema } from './campus';
import { ImageRefSchema, Nullable } from './common';

export const PublicUserSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
  name: Type.String(),
  profileImage: Nullable(ImageRefSchema),
  bio: Nullable(Type.String()),
  instagram: Nullable(Type.String()),
  createdAt: Type.Integer(),
  /** The campus the person joined (with a verified school email); only the user fetch says. */
  campus: Type.Optional(Nullable(CampusRefSchema)),
});
export type PublicUser = Static<typeof PublicUserSchema>;

export const UserSchema = Type.Object({
  ...PublicUserSchema.properties,
  phone: Type.String(),
  birthday: Nullable(Type.String()),
  gender: Nullable(Type.Enum(GENDERS)),
});
export type User = Static<typeof UserSchema>;

// Rules that depend on trimming, lower-casing or today's date (name length, username characters,
// age) are checked by the API after the schema, with the same limits and the birthday rule.
export const UserInputSchema = Type.Object(
  {
    name: Type.String(),
    username: Type.Optional(Type.String()),
    birthday: Type.Optional(
      Nullable(
        Type.String({
          pattern: '^\\d{4}-\\d{2}-\\d{2}$',
          errorMessage: 'must be a date in the form YYYY-MM-DD',
        }),
      ),
    ),
    gender: Type.Optional(Nullable(Type.Enum(GENDERS))),
    instagram: Type.Optional(
      Nullable(
        Type.String({
          pattern: `^@?[A-Za-z0-9_.]{0,${USER_LIMITS.instagramMaxLength}}$`,
          errorMessage: `must be an Instagram handle: up to ${USER_LIMITS.instagramMaxLength} letters, digits, '_' or '.'`,
        }),
      ),
    ),
    bio: Type.Optional(Nullable(Type.String({ maxLength: USER_LIMITS.bioMaxLength }))),
    photo: Type.Optional(Nullable(ImageRefSchema)),
  },
  { additionalProperties: false },
);
export type UserInput = Static<typeof UserInputSchema>;

/** A profile edit: any of the fields a sign-up sends, the same rules for each, nothing else. */
export const UserPatchSchema = Type.Partial(UserInputSchema, { additionalProperties: false });
export type UserPatch = Static<typeof UserPatchSchema>;
