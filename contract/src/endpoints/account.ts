/**
 * /users/… calls about the caller's account itself: whether a username or an Instagram handle is
 * free, and deleting the account.
 *
 * Deleting an account (`DELETE /users/`), the rules:
 * - Refused with 409 `conflict` (`details.reason`) while money is still in flight or owed:
 *   `hosts_paid_event` when the caller hosts an upcoming event (not yet ended) that has any paid
 *   order, in any state (sold tickets must be cancelled and refunded first, through support);
 *   `pending_payment` when the caller has an unpaid checkout whose hold has not expired;
 *   `owns_organization` when the caller owns an organization (`details.organizationId`,
 *   `organizationName`, and `alone`: true when nobody else is a member). The owner hands it over
 *   (`PATCH /organizations/owner`) or, alone in it, deletes it (`DELETE /organizations/`) first.
 * - Otherwise, in one transaction: their likes and co-host rows are removed; their free passes to
 *   upcoming events are cancelled (the seats go back on sale); their upcoming hosted events (free
 *   RSVPs only, no money) are deleted with those RSVPs; money records (orders, ledger, paid passes,
 *   past events they hosted) are kept, so the user row is anonymised rather than deleted: name
 *   "Deleted user", a `deleted.<id>` username, no phone, bio, Instagram, photo, birthday or gender,
 *   and its sign-in is detached. Their memberships, requests and invitations (organizations,
 *   co-hosting, friends), chat read marks, saved payment customer and campus go; others' rows
 *   that name them as inviter or answerer keep the row without them; chat messages they sent stay
 *   readable, from "Deleted user"; a text still queued to them is never sent. Every column that
 *   references a person is listed with its handling in `api/src/account/person-references.ts`. The Firebase user is then deleted (Admin SDK), so the old token
 *   answers 401; the same phone number can sign up again as a new person. The profile answers 404
 *   to everyone afterwards.
 */
import { Type } from 'typebox';
import { endpoint } from '../endpoint';
import { USER_LIMITS } from '../limits';

export const accountEndpoints = {
  'GET /users/username/exists': endpoint({
    access: 'public',
    summary:
      'Whether a username is taken (case-insensitive, as stored). The caller compares with their own.',
    query: Type.Object({
      username: Type.String({ minLength: 1, maxLength: USER_LIMITS.usernameMaxLength + 10 }),
    }),
    response: Type.Object({ exists: Type.Boolean() }),
    errors: [],
  }),
  'GET /users/instagram': endpoint({
    access: 'optional',
    summary:
      "Whether an Instagram handle ('@' optional) is already on another person's profile; never the caller's own.",
    query: Type.Object({
      instagram: Type.String({ minLength: 1, maxLength: USER_LIMITS.instagramMaxLength + 1 }),
    }),
    response: Type.Object({ taken: Type.Boolean() }),
    errors: [],
  }),
  'DELETE /users/': endpoint({
    checksRevocation: true,
    access: 'user',
    summary:
      "Deletes the caller's account (see the rules above): 409 while they host an upcoming paid event, have a payment in flight or own an organization.",
    response: Type.Object({ deleted: Type.Literal(true) }),
    errors: ['user_not_found', 'conflict'],
  }),
} as const;
