/** What every step's check returns: the value to keep, or a message in words. */
export type FieldCheck<T> = { ok: true; value: T } | { ok: false; message: string };

export const accept = <T>(value: T): FieldCheck<T> => ({ ok: true, value });
export const reject = <T>(message: string): FieldCheck<T> => ({ ok: false, message });
