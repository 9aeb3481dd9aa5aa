import { describe, expect, it } from 'vitest';
import { sampleEvent, samplePublicUser } from 'shared-api/testing';
import { PREVIEW_LIMITS, capPreview, isEmptyPreview } from './search-preview';

const org = (id: string) => ({
  id,
  name: `Org ${id}`,
  image: null,
  isVerified: false,
  numFriends: null,
});
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe('capPreview', () => {
  it('keeps at most 3 events, 5 users and 3 organizations, in order', () => {
    const many = Array.from({ length: 8 }, (_, i) => String(i));
    const preview = capPreview({
      events: many.map((id) => sampleEvent(`e${id}`)),
      users: many.map((id) => samplePublicUser({ id: `u${id}` })),
      organizations: many.map((id) => org(`o${id}`)),
    });
    expect(PREVIEW_LIMITS).toEqual({ events: 3, users: 5, organizations: 3 });
    expect(ids(preview.events)).toEqual(['e0', 'e1', 'e2']);
    expect(ids(preview.users)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4']);
    expect(ids(preview.organizations)).toEqual(['o0', 'o1', 'o2']);
  });

  it('leaves short lists alone', () => {
    const preview = capPreview({ events: [sampleEvent('e1')], users: [], organizations: [] });
    expect(ids(preview.events)).toEqual(['e1']);
    expect(isEmptyPreview(preview)).toBe(false);
    expect(isEmptyPreview({ events: [], users: [], organizations: [] })).toBe(true);
  });
});
