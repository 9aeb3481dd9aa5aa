/**
 * The create/edit form's values as typed, their checks and the API input they become. Pure, so the
 * rules are tested without a browser. Bounds are the API's own (shared-api's contract limits); the
 * server checks them again and its messages are shown too.
 */
import type { Event, EventInput, EventType, ImageRef, TicketTypeInput } from 'contract';
import { EVENT_LIMITS, TICKET_LIMITS } from 'contract/values';
import { formatMoney } from 'shared-ui';
import {
  browserTimeZone,
  epochSecondsToLocal,
  isValidTimeZone,
  localToEpochSeconds,
} from './zoned-time';
import { checkRefundRule, type RefundRuleValues } from './refund-rule';

export interface TicketTypeDraft {
  /** Stable React key; not sent. */
  key: string;
  /** Kept for an existing type, so an edit updates it rather than replacing it. */
  id?: string;
  name: string;
  /** Dollars as typed, e.g. "25" or "12.50". */
  price: string;
  capacity: string;
  maxPerOrder: string;
  /** `YYYY-MM-DDTHH:mm` in the event's zone, or empty. */
  salesStart: string;
  salesEnd: string;
}

export interface EventFormValues {
  type: EventType;
  name: string;
  description: string;
  flyer: ImageRef | null;
  start: string;
  end: string;
  timeZone: string;
  placeName: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  zipcode: string;
  latitude: string;
  longitude: string;
  /** Every request waits for the host's approval (paid ones are charged on approval). */
  requiresApproval: boolean;
  /** When paid guests may ask for a refund (refund-rule.ts). */
  refunds: RefundRuleValues;
  ticketTypes: TicketTypeDraft[];
}

/** Field name, or `ticketTypes.<index>.<field>`, to the message shown under it. */
export type FormErrors = Record<string, string>;

// The API's own limits (shared-api's contract), so the form never accepts what the API refuses.
export const NAME_MAX = EVENT_LIMITS.nameMaxLength;
export const DESCRIPTION_MAX = EVENT_LIMITS.descriptionMaxLength;
export const MAX_DURATION_SECONDS = EVENT_LIMITS.maxDurationSeconds;
export const MAX_PER_ORDER_LIMIT = TICKET_LIMITS.maxPerOrder;
export const CAPACITY_LIMIT = TICKET_LIMITS.maxCapacity;
export const PRICE_LIMIT_CENTS = TICKET_LIMITS.maxPriceCents;
export const START_GRACE_SECONDS = 24 * 3600;

let draftCounter = 0;
export function newTicketTypeDraft(overrides: Partial<TicketTypeDraft> = {}): TicketTypeDraft {
  draftCounter += 1;
  return {
    key: `draft-${draftCounter}`,
    name: 'General admission',
    price: '',
    capacity: '100',
    maxPerOrder: '10',
    salesStart: '',
    salesEnd: '',
    ...overrides,
  };
}

export function emptyEventForm(type: EventType, timeZone = browserTimeZone()): EventFormValues {
  return {
    type,
    name: '',
    description: '',
    flyer: null,
    start: '',
    end: '',
    timeZone,
    placeName: '',
    line1: '',
    line2: '',
    city: '',
    state: '',
    country: 'US',
    zipcode: '',
    latitude: '',
    longitude: '',
    requiresApproval: false,
    refunds: { refundPolicy: 'none', refundsUntil: '' },
    ticketTypes: type === 'ticketed' ? [newTicketTypeDraft()] : [],
  };
}

function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The form filled from an existing event, for editing. */
export function eventToFormValues(event: Event): EventFormValues {
  const zone = event.timeZone;
  const address = event.location?.address;
  const local = (seconds: number | null) =>
    seconds === null ? '' : epochSecondsToLocal(seconds, zone);
  return {
    type: event.type,
    name: event.name,
    description: event.description ?? '',
    flyer: event.flyer,
    start: local(event.startTime),
    end: local(event.endTime),
    timeZone: zone,
    placeName: event.location?.name ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    requiresApproval: event.requiresApproval,
    refunds: { refundPolicy: event.refundPolicy, refundsUntil: local(event.refundsUntil) },
    country: address?.country ?? 'US',
    zipcode: address?.zipcode ?? '',
    latitude: event.location?.geoPoint ? String(event.location.geoPoint.latitude) : '',
    longitude: event.location?.geoPoint ? String(event.location.geoPoint.longitude) : '',
    ticketTypes:
      event.type === 'ticketed'
        ? event.ticketTypes.map((type) =>
            newTicketTypeDraft({
              id: type.id,
              name: type.name,
              price: centsToDollars(type.priceCents),
              capacity: String(type.capacity),
              maxPerOrder: String(type.maxPerOrder),
              salesStart: local(type.salesStart),
              salesEnd: local(type.salesEnd),
            }),
          )
        : [],
  };
}

const MONEY_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

function parseCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!MONEY_PATTERN.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function parseCoordinate(text: string, limit: number): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

export interface FormCheck {
  errors: FormErrors;
  /** Present when there are no errors. */
  input?: EventInput;
}

/**
 * Checks the form and builds the API input. `mode` matters for the start time: a new event may
 * not start more than a day ago; an existing one keeps whatever start it has.
 */
export function checkEventForm(
  values: EventFormValues,
  mode: 'create' | 'edit',
  nowSeconds: number = Math.floor(Date.now() / 1000),
): FormCheck {
  const errors: FormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Give your event a name';
  else if (name.length > NAME_MAX) errors.name = `Keep the name under ${NAME_MAX + 1} characters`;

  const description = values.description.trim();
  if (description.length > DESCRIPTION_MAX) {
    errors.description = `Keep the description under ${DESCRIPTION_MAX + 1} characters`;
  }

  const zoneOk = isValidTimeZone(values.timeZone);
  if (!zoneOk) errors.timeZone = 'Choose a time zone from the list';

  const start = zoneOk ? localToEpochSeconds(values.start, values.timeZone) : null;
  if (!values.start) errors.start = 'Choose when the event starts';
  else if (start === null) errors.start = 'Enter a date and time';
  else if (mode === 'create' && start < nowSeconds - START_GRACE_SECONDS) {
    errors.start = 'The start is in the past; choose a later date';
  }

  let end: number | null = null;
  if (values.end) {
    end = zoneOk ? localToEpochSeconds(values.end, values.timeZone) : null;
    if (end === null) errors.end = 'Enter a date and time';
    else if (start !== null && end < start) errors.end = 'The end must be after the start';
    else if (start !== null && end - start > MAX_DURATION_SECONDS) {
      errors.end = 'An event can last at most 30 days';
    }
  }

  const location = checkLocation(values, errors);
  const ticketTypes = checkTicketTypes(values, errors);
  // Refunds concern paid tickets: an RSVP event keeps whatever rule it has.
  const refunds =
    values.type === 'ticketed'
      ? checkRefundRule(values.refunds, values.timeZone, start, errors)
      : null;

  if (Object.keys(errors).length > 0 || start === null) return { errors };
  const input: EventInput = {
    name,
    description: description || null,
    type: values.type,
    flyer: values.flyer,
    startTime: start,
    endTime: end,
    timeZone: values.timeZone,
    location,
    requiresApproval: values.requiresApproval,
  };
  if (values.type === 'ticketed') input.ticketTypes = ticketTypes;
  if (refunds) Object.assign(input, refunds);
  return { errors, input };
}

function checkLocation(values: EventFormValues, errors: FormErrors): EventInput['location'] {
  const line1 = values.line1.trim();
  const city = values.city.trim();
  const state = values.state.trim();
  if (!line1) errors.line1 = 'Enter the street address';
  if (!city) errors.city = 'Enter the city';
  if (!state) errors.state = 'Enter the state or region';

  let geoPoint: { latitude: number; longitude: number } | null = null;
  const hasLat = values.latitude.trim() !== '';
  const hasLng = values.longitude.trim() !== '';
  if (hasLat || hasLng) {
    const latitude = parseCoordinate(values.latitude, 90);
    const longitude = parseCoordinate(values.longitude, 180);
    if (latitude === null) errors.latitude = 'Latitude is a number from -90 to 90';
    if (longitude === null) errors.longitude = 'Longitude is a number from -180 to 180';
    if (latitude !== null && longitude !== null) geoPoint = { latitude, longitude };
  }
  return {
    name: values.placeName.trim() || null,
    address: {
      line1,
      line2: values.line2.trim() || null,
      city,
      state,
      country: values.country.trim() || 'US',
      zipcode: values.zipcode.trim() || null,
    },
    geoPoint,
  };
}

function checkTicketTypes(values: EventFormValues, errors: FormErrors): TicketTypeInput[] {
  if (values.type !== 'ticketed') return [];
  if (values.ticketTypes.length === 0) {
    errors.ticketTypes = 'Add at least one ticket type';
    return [];
  }
  return values.ticketTypes.map((draft, index) => {
    const field = (name: string) => `ticketTypes.${index}.${name}`;
    const name = draft.name.trim();
    if (!name) errors[field('name')] = 'Name this ticket type';
    const priceCents = parseCents(draft.price);
    if (priceCents === null) errors[field('price')] = 'Enter a price like 25 or 12.50 (0 for free)';
    else if (priceCents > PRICE_LIMIT_CENTS) {
      errors[field('price')] = `Keep the price at ${formatMoney(PRICE_LIMIT_CENTS, 'usd')} or less`;
    }
    const capacity = parseWhole(draft.capacity);
    if (capacity === null || capacity < 1 || capacity > CAPACITY_LIMIT) {
      errors[field('capacity')] =
        `Enter how many are for sale, 1 to ${CAPACITY_LIMIT.toLocaleString('en-US')}`;
    }
    const maxPerOrder = parseWhole(draft.maxPerOrder);
    if (maxPerOrder === null || maxPerOrder < 1 || maxPerOrder > MAX_PER_ORDER_LIMIT) {
      errors[field('maxPerOrder')] = `Enter a limit per order from 1 to ${MAX_PER_ORDER_LIMIT}`;
    }
    const salesStart = draft.salesStart
      ? localToEpochSeconds(draft.salesStart, values.timeZone)
      : null;
    const salesEnd = draft.salesEnd ? localToEpochSeconds(draft.salesEnd, values.timeZone) : null;
    if (draft.salesStart && salesStart === null)
      errors[field('salesStart')] = 'Enter a date and time';
    if (draft.salesEnd && salesEnd === null) errors[field('salesEnd')] = 'Enter a date and time';
    if (salesStart !== null && salesEnd !== null && salesEnd <= salesStart) {
      errors[field('salesEnd')] = 'Sales must close after they open';
    }
    const input: TicketTypeInput = {
      name,
      priceCents: priceCents ?? 0,
      capacity: capacity ?? 0,
      maxPerOrder: maxPerOrder ?? 1,
      salesStart,
      salesEnd,
    };
    if (draft.id) input.id = draft.id;
    return input;
  });
}
