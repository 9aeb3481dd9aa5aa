import type { Event } from 'contract';
import { TICKET_LIMITS } from 'contract/values';
import { describe, expect, it } from 'vitest';
import {
  checkEventForm,
  emptyEventForm,
  eventToFormValues,
  newTicketTypeDraft,
  type EventFormValues,
} from './event-form-values';

const NOW = Date.UTC(2026, 10, 22, 12) / 1000;

function filled(overrides: Partial<EventFormValues> = {}): EventFormValues {
  return {
    ...emptyEventForm('simpleRsvp', 'America/New_York'),
    name: '  Rooftop Jazz  ',
    start: '2026-12-01T19:00',
    end: '2026-12-01T23:00',
    line1: '1 Main St',
    city: 'Brooklyn',
    state: 'NY',
    ...overrides,
  };
}

describe('checkEventForm', () => {
  it('builds the API input in the event zone, trimmed', () => {
    const { errors, input } = checkEventForm(filled(), 'create', NOW);
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      name: 'Rooftop Jazz',
      type: 'simpleRsvp',
      startTime: Date.UTC(2026, 11, 2, 0) / 1000,
      endTime: Date.UTC(2026, 11, 2, 4) / 1000,
      timeZone: 'America/New_York',
      location: {
        name: null,
        address: { line1: '1 Main St', line2: null, city: 'Brooklyn', state: 'NY', country: 'US' },
        geoPoint: null,
      },
    });
    expect(input).not.toHaveProperty('ticketTypes');
  });

  it('names every missing required field', () => {
    const { errors, input } = checkEventForm(emptyEventForm('simpleRsvp', 'UTC'), 'create', NOW);
    expect(input).toBeUndefined();
    expect(errors).toMatchObject({
      name: 'Give your event a name',
      start: 'Choose when the event starts',
      line1: 'Enter the street address',
      city: 'Enter the city',
      state: 'Enter the state or region',
    });
  });

  it('refuses an end before the start, an event longer than 30 days and a past start', () => {
    expect(checkEventForm(filled({ end: '2026-12-01T18:00' }), 'create', NOW).errors.end).toBe(
      'The end must be after the start',
    );
    expect(checkEventForm(filled({ end: '2027-01-15T18:00' }), 'create', NOW).errors.end).toMatch(
      /30 days/,
    );
    expect(
      checkEventForm(filled({ start: '2026-01-01T10:00', end: '' }), 'create', NOW).errors.start,
    ).toMatch(/past/);
    // An existing event may keep a start that has passed.
    expect(
      checkEventForm(filled({ start: '2026-01-01T10:00', end: '' }), 'edit', NOW).errors,
    ).toEqual({});
  });

  it('checks coordinates only when given, and both together', () => {
    expect(
      checkEventForm(filled({ latitude: '40.7', longitude: '-73.9' }), 'create', NOW).input
        ?.location?.geoPoint,
    ).toEqual({ latitude: 40.7, longitude: -73.9 });
    expect(checkEventForm(filled({ latitude: '95' }), 'create', NOW).errors).toMatchObject({
      latitude: 'Latitude is a number from -90 to 90',
      longitude: 'Longitude is a number from -180 to 180',
    });
  });

  it('turns ticket drafts into cents and limits, with errors by row', () => {
    const values = filled({
      type: 'ticketed',
      ticketTypes: [
        newTicketTypeDraft({ name: 'GA', price: '12.50', capacity: '100', maxPerOrder: '4' }),
        newTicketTypeDraft({
          name: '',
          price: '12.505',
          capacity: '0',
          maxPerOrder: '51',
          salesStart: '2026-11-30T10:00',
          salesEnd: '2026-11-29T10:00',
        }),
      ],
    });
    const { errors } = checkEventForm(values, 'create', NOW);
    expect(errors).toEqual({
      'ticketTypes.1.name': 'Name this ticket type',
      'ticketTypes.1.price': 'Enter a price like 25 or 12.50 (0 for free)',
      'ticketTypes.1.capacity': 'Enter how many are for sale, 1 to 100,000',
      'ticketTypes.1.maxPerOrder': 'Enter a limit per order from 1 to 50',
      'ticketTypes.1.salesEnd': 'Sales must close after they open',
    });
    const ok = checkEventForm(
      { ...values, ticketTypes: values.ticketTypes.slice(0, 1) },
      'create',
      NOW,
    );
    expect(ok.input?.ticketTypes).toEqual([
      {
        name: 'GA',
        priceCents: 1250,
        capacity: 100,
        maxPerOrder: 4,
        salesStart: null,
        salesEnd: null,
      },
    ]);
  });

  it("refuses a price above the API's cap, and takes the cap itself", () => {
    const withPrice = (price: string) =>
      checkEventForm(
        filled({
          type: 'ticketed',
          ticketTypes: [
            newTicketTypeDraft({ name: 'VIP', price, capacity: '10', maxPerOrder: '2' }),
          ],
        }),
        'create',
        NOW,
      );
    const cap = TICKET_LIMITS.maxPriceCents;
    expect(withPrice('20000').errors['ticketTypes.0.price']).toBe(
      'Keep the price at $10,000.00 or less',
    );
    expect(withPrice(String(cap / 100 + 0.01)).errors['ticketTypes.0.price']).toBeDefined();
    expect(withPrice(String(cap / 100)).input?.ticketTypes?.[0]?.priceCents).toBe(cap);
  });

  it('asks a ticketed event for at least one ticket type', () => {
    expect(
      checkEventForm(filled({ type: 'ticketed', ticketTypes: [] }), 'create', NOW).errors
        .ticketTypes,
    ).toBe('Add at least one ticket type');
  });
});

describe('eventToFormValues', () => {
  it('fills the form in the event zone and round-trips', () => {
    const event = {
      id: 'e1',
      name: 'Jazz',
      description: null,
      type: 'ticketed',
      flyer: null,
      startTime: Date.UTC(2026, 11, 2, 0) / 1000,
      endTime: null,
      timeZone: 'America/New_York',
      location: {
        name: 'Roof',
        address: {
          line1: '1 Main',
          line2: null,
          city: 'Brooklyn',
          state: 'NY',
          country: 'US',
          zipcode: null,
        },
        geoPoint: null,
      },
      ticketTypes: [
        {
          id: 'tt1',
          name: 'GA',
          description: null,
          priceCents: 1250,
          capacity: 50,
          remaining: 50,
          salesStart: null,
          salesEnd: null,
          maxPerOrder: 4,
          status: 'onSale',
        },
      ],
      refundPolicy: 'until',
      refundsUntil: Date.UTC(2026, 10, 30, 17) / 1000,
    } as unknown as Event;
    const values = eventToFormValues(event);
    expect(values.start).toBe('2026-12-01T19:00');
    expect(values.refunds).toEqual({ refundPolicy: 'until', refundsUntil: '2026-11-30T12:00' });
    expect(values.ticketTypes[0]).toMatchObject({ id: 'tt1', price: '12.50', capacity: '50' });
    const { input } = checkEventForm(values, 'edit', NOW);
    expect(input?.startTime).toBe(event.startTime);
    expect(input?.ticketTypes?.[0]).toMatchObject({ id: 'tt1', priceCents: 1250 });
    expect(input).toMatchObject({ refundPolicy: 'until', refundsUntil: event.refundsUntil });
  });
});
