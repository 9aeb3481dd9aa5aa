/**
 * /campuses/… and /users/emails/…: finding a school, proving a school email with a code, and
 * joining the campus the email belongs to. The code flow: `send` mails a 6-digit code (limits in
 * CAMPUS_LIMITS: lifetime, tries, resend cooldown, hourly cap); `verify` checks it and records the
 * email as the caller's verified school email; `join` makes the caller a member of a campus one of
 * their verified emails belongs to (one campus per person: joining another moves them). `members`
 * lists the people of a campus to its own members only (403 for anyone else), friends first.
 */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import {
  CampusJoinSchema,
  CampusMembershipSchema,
  CampusPageSchema,
  CampusSearchQuerySchema,
  EmailCodeSendSchema,
  EmailCodeSentSchema,
  EmailCodeVerifySchema,
  EmailVerifiedSchema,
} from '../schemas/campus';
import { CampusPeoplePageSchema, CampusPeopleQuerySchema } from '../schemas/campus-people';

export const campusEndpoints = {
  'GET /campuses/': endpoint({
    access: 'public',
    summary:
      'Campuses whose name (or email domain) contains the query, names starting with it first, one page at a time.',
    query: CampusSearchQuerySchema,
    response: CampusPageSchema,
    errors: [],
  }),
  'GET /campuses/members': endpoint({
    access: 'user',
    summary:
      "The people of a campus, the caller's friends first, then by name (not the caller); for that campus's members only.",
    query: CampusPeopleQuerySchema,
    response: CampusPeoplePageSchema,
    errors: ['user_not_found', 'not_found', 'forbidden'],
  }),
  'POST /campuses/join': endpoint({
    access: 'user',
    summary:
      'Makes the caller a member of a campus one of their verified school emails belongs to (moving them from any other).',
    body: CampusJoinSchema,
    response: Type.Object({ membership: CampusMembershipSchema }),
    errors: ['user_not_found', 'not_found', 'email_not_verified', 'conflict'],
  }),
  'POST /users/emails/send': endpoint({
    access: 'user',
    summary:
      "Emails a 6-digit code to a school address of the campus; replaces the caller's earlier code. Limited by a resend cooldown and an hourly cap (429 with details.retryAfterSeconds).",
    body: EmailCodeSendSchema,
    response: EmailCodeSentSchema,
    status: 201,
    errors: ['user_not_found', 'not_found', 'email_domain_mismatch', 'conflict', 'rate_limited'],
  }),
  'POST /users/emails/verify': endpoint({
    access: 'user',
    summary:
      "Checks the code of the caller's latest code for that email: a wrong one answers code_incorrect with details.triesLeft, the last wrong try locks it (code_locked), an old one is code_expired.",
    body: EmailCodeVerifySchema,
    response: EmailVerifiedSchema,
    errors: ['user_not_found', 'not_found', 'code_incorrect', 'code_expired', 'code_locked'],
  }),
} as const;
