/**
 * Checks event input beyond the schema (trimming, time zone, times that make sense together) and
 * turns it into column values. Throws a 400 naming the field.
 */
import type { NewEventRow } from '../db/schema';
import { invalidField } from '../http/api-error';
import { EVENT_LIMITS, type EventPatch, type RefundPolicy } from 'contract';

const EVENT_NAME_MAX_LENGTH = EVENT_LIMITS.nameMaxLength;
const EVENT_DESCRIPTION_MAX_LENGTH = EVENT_LIMITS.descriptionMaxLength;

/** A new event may start a little in the past (a host adding it as it begins), not days ago. */
export const CREATE_GRACE_SECONDS = 24 * 3600;
export const MAX_DURATION_SECONDS = EVENT_LIMITS.maxDurationSeconds;

export type EventValues = Partial<Omit<NewEventRow, 'id' | 'hostId' | 'createdAt'>>;

export function isIanaTimeZone(zone: string): boolean {
  // Intl accepts offsets and legacy abbreviations too; an event needs a real region zone.
  if (zone !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `input` has passed the request schema. `current` holds the stored start and end (editing), so a
 * patch of only one of them is checked against the other.
 */
export interface StoredEventFacts {
  startTime: number;
  endTime: number | null;
  refundPolicy: RefundPolicy;
  refundsUntil: number | null;
}

export function normalizeEventInput(
  input: Omit<EventPatch, 'eventId' | 'ticketTypes'>,
  context: { now: Date; current: StoredEventFacts | null },
): EventValues {
  const values: EventValues = {};
  if (input.name !== undefined) {
    const name = singleLine(input.name, 'name');
    if (name.length === 0) throw invalidField('name', 'name is required');
    if (name.length > EVENT_NAME_MAX_LENGTH) {
      throw invalidField('name', `name must be at most ${EVENT_NAME_MAX_LENGTH} characters long`);
    }
    values.name = name;
  }
  if (input.description !== undefined) {
    const description = input.description?.trim() || null;
    if (description && description.length > EVENT_DESCRIPTION_MAX_LENGTH) {
      throw invalidField(
        'description',
        `description must be at most ${EVENT_DESCRIPTION_MAX_LENGTH} characters long`,
      );
    }
    values.description = description;
  }
  if (input.type !== undefined) values.type = input.type;
  if (input.flyer !== undefined) values.flyer = input.flyer;
  if (input.requiresApproval !== undefined) values.requiresApproval = input.requiresApproval;
  if (input.timeZone !== undefined) {
    if (!isIanaTimeZone(input.timeZone)) {
      throw invalidField('timeZone', 'timeZone must be an IANA time zone, e.g. America/New_York');
    }
    values.timeZone = input.timeZone;
  }
  Object.assign(values, checkTimes(input, context));
  Object.assign(values, checkRefundRule(input, context.current));
  if (input.location !== undefined) Object.assign(values, locationValues(input.location));
  return values;
}

function checkTimes(
  input: { startTime?: number; endTime?: number | null },
  { now, current }: { now: Date; current: { startTime: number; endTime: number | null } | null },
): EventValues {
  const values: EventValues = {};
  if (input.startTime === undefined && input.endTime === undefined) return values;
  const start = input.startTime ?? current?.startTime;
  const end = input.endTime === undefined ? (current?.endTime ?? null) : input.endTime;
  if (start === undefined) throw invalidField('startTime', 'startTime is required');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (input.startTime !== undefined && !current && start < nowSeconds - CREATE_GRACE_SECONDS) {
    throw invalidField('startTime', 'startTime must not be more than a day in the past');
  }
  if (end !== null && end < start) {
    throw invalidField('endTime', 'endTime must not be before startTime');
  }
  if (end !== null && end - start > MAX_DURATION_SECONDS) {
    throw invalidField('endTime', 'An event can last at most 30 days');
  }
  if (input.startTime !== undefined) values.startTime = new Date(start * 1000);
  if (input.endTime !== undefined || input.startTime !== undefined) {
    values.endTime = end === null ? null : new Date(end * 1000);
  }
  return values;
}

/**
 * The refund rule: `until` needs its date (`refundsUntil`, at or before the start), the other
 * rules have none. A patch may change either half; the result is checked whole.
 */
function checkRefundRule(
  input: { refundPolicy?: RefundPolicy; refundsUntil?: number | null; startTime?: number },
  current: StoredEventFacts | null,
): EventValues {
  if (
    input.refundPolicy === undefined &&
    input.refundsUntil === undefined &&
    (input.startTime === undefined || current?.refundPolicy !== 'until')
  ) {
    return {};
  }
  const policy = input.refundPolicy ?? current?.refundPolicy ?? 'none';
  const start = input.startTime ?? current?.startTime;
  if (policy !== 'until') {
    if (input.refundsUntil !== undefined && input.refundsUntil !== null) {
      throw invalidField('refundsUntil', "refundsUntil goes with refundPolicy 'until' only");
    }
    return { refundPolicy: policy, refundsUntil: null };
  }
  const until =
    input.refundsUntil === undefined ? (current?.refundsUntil ?? null) : input.refundsUntil;
  if (until === null) {
    throw invalidField('refundsUntil', "refundsUntil is required with refundPolicy 'until'");
  }
  if (start !== undefined && until > start) {
    throw invalidField('refundsUntil', 'refundsUntil must not be after the event starts');
  }
  return { refundPolicy: policy, refundsUntil: new Date(until * 1000) };
}

type LocationInput = NonNullable<EventPatch['location']>;

function locationValues(location: LocationInput | null): EventValues {
  if (location === null) {
    return {
      locationName: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      state: null,
      country: null,
      zipcode: null,
      latitude: null,
      longitude: null,
    };
  }
  const { address } = location;
  const required = (value: string, field: string) => {
    const text = singleLine(value, field);
    if (!text) throw invalidField(field, `${field} is required`);
    return text;
  };
  const optional = (value: string | null | undefined, field: string) =>
    value == null ? null : singleLine(value, field) || null;
  return {
    locationName: optional(location.name, 'location.name'),
    addressLine1: optional(address.line1, 'location.address.line1'),
    addressLine2: optional(address.line2, 'location.address.line2'),
    city: required(address.city, 'location.address.city'),
    state: required(address.state, 'location.address.state'),
    country: optional(address.country, 'location.address.country') ?? 'US',
    zipcode: optional(address.zipcode, 'location.address.zipcode'),
    latitude: location.geoPoint?.latitude ?? null,
    longitude: location.geoPoint?.longitude ?? null,
  };
}

function singleLine(raw: string, field: string): string {
  const text = raw.trim();
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) {
      throw invalidField(field, `${field} cannot contain line breaks or control characters`);
    }
  }
  return text;
}
