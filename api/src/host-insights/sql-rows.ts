/** Integer columns arrive as strings from some drivers (bigint sums): read them as numbers. */
export const int = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

/** A Date's UTC day, `YYYY-MM-DD`. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);
