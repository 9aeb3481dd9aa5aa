/** Campuses (schools people join by verifying a school email) and the email codes. */
import { Type, type Static } from 'typebox';
import { CAMPUS_LIMITS } from '../limits';
import { Id, pageOf, pageQueryFields } from './common';

/** What a profile shows of a person's campus. */
export const CampusRefSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type CampusRef = Static<typeof CampusRefSchema>;

export const CampusSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The email domains of the school (addresses at their subdomains count too). */
  domains: Type.Array(Type.String()),
  numMembers: Type.Integer(),
});
export type Campus = Static<typeof CampusSchema>;

export const CampusSearchQuerySchema = Type.Object({
  /** Part of the name (or a domain); empty or absent: every campus by name. */
  query: Type.Optional(Type.String({ maxLength: CAMPUS_LIMITS.searchQueryMaxLength })),
  ...pageQueryFields(CAMPUS_LIMITS.searchMax, 200),
});

export const CampusPageSchema = pageOf('campuses', CampusSchema);
export type CampusPage = Static<typeof CampusPageSchema>;

export const SchoolEmail = Type.String({
  maxLength: CAMPUS_LIMITS.emailMaxLength,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
  errorMessage: 'must be an email address',
});

export const EmailCodeSendSchema = Type.Object(
  { campusId: Id, email: SchoolEmail },
  { additionalProperties: false },
);

/** Where a sent code stands: when it stops working and when another may be asked for. */
export const EmailCodeSentSchema = Type.Object({
  email: Type.String(),
  campus: CampusRefSchema,
  expiresAt: Type.Integer(),
  resendAvailableAt: Type.Integer(),
});
export type EmailCodeSent = Static<typeof EmailCodeSentSchema>;

export const EmailCodeVerifySchema = Type.Object(
  {
    email: SchoolEmail,
    code: Type.String({
      pattern: `^\\d{${CAMPUS_LIMITS.codeLength}}$`,
      errorMessage: `must be the ${CAMPUS_LIMITS.codeLength}-digit code`,
    }),
  },
  { additionalProperties: false },
);

export const EmailVerifiedSchema = Type.Object({
  email: Type.String(),
  campus: CampusRefSchema,
  verifiedAt: Type.Integer(),
});

export const CampusJoinSchema = Type.Object({ campusId: Id }, { additionalProperties: false });

export const CampusMembershipSchema = Type.Object({
  campus: CampusRefSchema,
  email: Type.String(),
  joinedAt: Type.Integer(),
});
export type CampusMembership = Static<typeof CampusMembershipSchema>;
