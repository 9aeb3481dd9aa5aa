import type { PdfBlock } from './pdf-writer';

const t = (text: string): PdfBlock => ({ kind: 'title', text });
const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const p = (text: string): PdfBlock => ({ kind: 'paragraph', text });

const EFFECTIVE = 'Effective November 22, 2026.';

/** The policy documents the app shows at /tos, /privacy-policy and /refund-policy. */
export const POLICY_DOCUMENTS: Record<
  'tos' | 'privacy-policy' | 'refund-policy',
  { title: string; blocks: PdfBlock[] }
> = {
  tos: {
    title: 'Terms of Service',
    blocks: [
      t('Terms of Service'),
      p(EFFECTIVE),
      p(
        'These terms apply when you use the Events app to find, host, attend or pay for events. By creating an account or buying a ticket you agree to them. If you do not agree, please do not use the app.',
      ),
      h('1. Your account'),
      p(
        'You sign in with your phone number and a one-time code. You must be at least 13 years old. Keep your phone secure: anyone who can read your codes can use your account. The name, photo and other details you give must be yours and must not mislead other people.',
      ),
      h('2. Hosting events'),
      p(
        'Hosts are responsible for their events: what they say about them, that they take place as described, that they are lawful and safe, and for any taxes on what they sell. Hosts set ticket prices, limits and their own refund terms within our refund policy.',
      ),
      h('3. Tickets and passes'),
      p(
        'A ticket or RSVP gives you a pass for one event. A pass is personal unless the host allows transfers. Hosts may refuse entry to anyone whose pass was already scanned, is not valid or who breaks the venue rules.',
      ),
      h('4. Payments'),
      p(
        "Payments are processed by our card payment provider. Prices are shown in the event currency with fees included before you pay. Payouts to hosts go through the provider's connected-account flow and may be held while a dispute is open.",
      ),
      h('5. Behaviour'),
      p(
        'Do not harass others, post unlawful or hateful content, impersonate anyone, scrape the app, or try to get around its limits or security. We may remove content or suspend accounts that break these rules.',
      ),
      h('6. Liability'),
      p(
        'The app is provided as is. We are not the organizer of events listed by hosts and are not responsible for them. To the extent the law allows, our liability is limited to the fees you paid us in the last 12 months.',
      ),
      h('7. Changes and contact'),
      p(
        'We may change these terms; we will tell you in the app before important changes take effect. Questions: use the help options in the app.',
      ),
    ],
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    blocks: [
      t('Privacy Policy'),
      p(EFFECTIVE),
      p('This policy explains what the Events app collects, why, and the choices you have.'),
      h('What we collect'),
      p(
        'Your phone number (to sign you in), the profile you give us (name, username, photo, birthday, gender, optional Instagram handle and bio), the events you host, like, RSVP to or buy tickets for, your friends and organizations, and messages you send in chat.',
      ),
      p(
        'When you pay, the card payment provider handles your card details; we receive only what is needed to confirm the payment and issue refunds. We collect basic usage events (which screens are viewed, searches, sign-ins) to improve the app.',
      ),
      h('How we use it'),
      p(
        'To run the app: sign-in, showing events and passes, letting hosts check guests in, paying hosts, preventing fraud, and answering support requests. We do not sell your personal information.',
      ),
      h('Who sees it'),
      p(
        'Other people see your public profile (name, username, photo, bio). Hosts see the guest list of their events. Friends may see which events you are going to. Service providers (hosting, authentication, payments, analytics) process data for us under contract.',
      ),
      h('Your choices'),
      p(
        'You can edit your profile at any time and delete your account in Settings. Deleting your account removes your profile; records we must keep by law, such as payment records, are kept for as long as the law requires.',
      ),
      h('Contact'),
      p('Questions about privacy: use the help options in the app.'),
    ],
  },
  'refund-policy': {
    title: 'Refund Policy',
    blocks: [
      t('Refund Policy'),
      p(EFFECTIVE),
      h('Free events'),
      p('RSVPs to free events cost nothing; you can cancel them at any time from your pass.'),
      h('Paid tickets'),
      p(
        'Each host sets whether and until when tickets to their event can be refunded; the event page shows it before you buy. If the host allows it, a refund goes back to the card you paid with, usually within 5 to 10 business days.',
      ),
      h('Cancelled or changed events'),
      p(
        'If an event is cancelled you get a full refund of the ticket price and fees. If the date or place changes substantially, you may ask for a refund within 7 days of the change.',
      ),
      h('Removed guests'),
      p(
        'If a host removes you from the guest list, your tickets for that event are refunded in full.',
      ),
      h('Disputes'),
      p(
        "If something went wrong and the host does not help, open a dispute from your receipt. We look at both sides and may refund you from the host's payouts.",
      ),
    ],
  },
};
