/**
 * A refusal a person can act on (collision, unexposed page, incompatible version, …), as opposed to
 * a bug. The CLI prints its message alone and exits 1; anything else keeps its stack trace.
 */
export class DeployRefusal extends Error {
  constructor(
    message: string,
    /** Each separate problem, when there were several; `message` joins them. */
    readonly problems: readonly string[] = [message],
  ) {
    super(message);
    this.name = 'DeployRefusal';
  }
}
