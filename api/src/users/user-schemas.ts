/**
 * The user shapes of docs/contracts.md as TypeBox schemas. The response schemas double as a
 * guard: Fastify's serializer drops any property a schema does not list, so a public view cannot
 * leak a phone number even if a bug put one on the object.
 */
import { Type, type Static } from 'typebox';
import { ImageRefSchema, Nullable } from '../http/common-schemas';

export const GENDERS = ['female', 'male', 'nonbinary', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

export const NAME_MAX_LENGTH = 50;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const BIO_MAX_LENGTH = 300;
export const MIN_AGE = 13;
export const MAX_AGE = 120;

export const PublicUserSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
  name: Type.String(),
  profileImage: Nullable(ImageRefSchema),
  bio: Nullable(Type.String()),
  instagram: Nullable(Type.String()),
  createdAt: Type.Integer(),
});
export type PublicUser = Static<typeof PublicUserSchema>;

export const UserSchema = Type.Object({
  ...PublicUserSchema.properties,
  phone: Type.String(),
  birthday: Nullable(Type.String()),
  gender: Nullable(Type.Enum(GENDERS)),
});
export type User = Static<typeof UserSchema>;

// Input fields. Rules that depend on trimming, lower-casing or today's date (name length, username
// characters, age) live in user-input.ts, which words its messages the same way.
const userInputFields = {
  // Bounded after trimming in user-input.ts (the body limit caps the raw size).
  name: Type.String(),
  username: Type.String(),
  birthday: Nullable(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      errorMessage: 'must be a date in the form YYYY-MM-DD',
    }),
  ),
  gender: Nullable(Type.Enum(GENDERS)),
  instagram: Nullable(
    Type.String({
      pattern: '^@?[A-Za-z0-9_.]{0,30}$',
      errorMessage: "must be an Instagram handle: up to 30 letters, digits, '_' or '.'",
    }),
  ),
  bio: Nullable(Type.String({ maxLength: BIO_MAX_LENGTH })),
  photo: Nullable(ImageRefSchema),
};

export const UserInputSchema = Type.Object(
  {
    name: userInputFields.name,
    username: Type.Optional(userInputFields.username),
    birthday: Type.Optional(userInputFields.birthday),
    gender: Type.Optional(userInputFields.gender),
    instagram: Type.Optional(userInputFields.instagram),
    bio: Type.Optional(userInputFields.bio),
    photo: Type.Optional(userInputFields.photo),
  },
  { additionalProperties: false },
);
export type UserInput = Static<typeof UserInputSchema>;

export const UserPatchSchema = Type.Object(
  {
    name: Type.Optional(userInputFields.name),
    username: Type.Optional(userInputFields.username),
    birthday: Type.Optional(userInputFields.birthday),
    gender: Type.Optional(userInputFields.gender),
    instagram: Type.Optional(userInputFields.instagram),
    bio: Type.Optional(userInputFields.bio),
    photo: Type.Optional(userInputFields.photo),
  },
  { additionalProperties: false },
);
export type UserPatch = Static<typeof UserPatchSchema>;
