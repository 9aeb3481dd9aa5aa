/**
 * Ids in URLs are uuids. A malformed one cannot name anything, so lookups answer 404 for it before
 * PostgreSQL would fail the uuid cast (which would otherwise surface as a 500).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
