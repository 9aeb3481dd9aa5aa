/** The API speaks integer seconds since the epoch (docs/contracts.md); the database speaks Date. */
export const toEpochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
