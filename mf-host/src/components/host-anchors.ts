/**
 * Sections of a host page that another screen links into by URL fragment (`…/analytics#…`): the
 * dashboard's "Affiliate links" opens the analytics page at its affiliate links.
 */
export const AFFILIATE_LINKS_ANCHOR = 'affiliate-links';
