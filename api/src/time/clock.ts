/** The server's notion of "now", injectable so tests can pin it (feed cut-off, age checks). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
