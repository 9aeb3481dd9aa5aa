/**
 * An email address that may wrap on a narrow screen. It breaks before the "@" first, so a long
 * address reads "cami.1795791692482" / "@stanford.edu" rather than "…@stanford.e" / "du"; only a
 * part still wider than the line breaks inside it (`.campus-email`), so it never widens the page.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className="campus-email">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
