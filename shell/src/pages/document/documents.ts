import privacyPolicyUrl from '../../documents/privacy-policy.pdf';
import refundPolicyUrl from '../../documents/refund-policy.pdf';
import tosUrl from '../../documents/tos.pdf';

export interface PolicyDocument {
  path: string;
  title: string;
  /** The PDF shipped with the shell (hashed, cached forever): no network beyond our own origin. */
  url: string;
  fileName: string;
}

/** SPEC §2: tos, privacy-policy and refund-policy are document viewers showing a PDF. */
export const POLICY_DOCUMENTS: readonly PolicyDocument[] = [
  { path: '/tos', title: 'Terms of Service', url: tosUrl, fileName: 'terms-of-service.pdf' },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    url: privacyPolicyUrl,
    fileName: 'privacy-policy.pdf',
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    url: refundPolicyUrl,
    fileName: 'refund-policy.pdf',
  },
];
