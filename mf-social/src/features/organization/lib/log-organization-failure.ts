/**
 * SPEC section 8: organization action failures are logged. The screens still show the reason in
 * words (an owner's refused Leave is only understood through it); this leaves the trace SPEC asks
 * for. They are not sent as client error reports: a refusal (403, 409) is the API's answer, not a
 * fault of the page, and would drown the error counts.
 */
export function logOrganizationFailure(action: string, organizationId: string, error: unknown) {
  console.warn(`Organization action "${action}" failed for ${organizationId}:`, error);
}
