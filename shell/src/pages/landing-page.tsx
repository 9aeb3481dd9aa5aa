import { useEffect } from 'react';
import { ButtonLink, Link, useLocation } from 'shared-ui/router';
import { paths } from 'shared-api';
import { DEFAULT_EVENT_TYPE } from 'contract/values';

import { LOGIN_PATH } from '../gate/login-gate';
import { SiteFooter } from '../layout/site-footer';
import './landing-page.css';

const FAQ = [
  {
    q: 'How do I sign in?',
    a: 'With your phone number: we text you a 6-digit code. New here? You then add your name, a photo, your birthday and gender, and you are in.',
  },
  {
    q: 'Does it cost anything to RSVP?',
    a: 'No. Free events take one tap. Ticketed events show the price, fees included, before you pay.',
  },
  {
    q: 'Where is my ticket?',
    a: 'In Pass. Show its QR code at the door; the host scans it.',
  },
  {
    q: 'Can I get a refund?',
    a: 'Refunds follow the host’s rules and our refund policy, linked at the bottom of every page.',
  },
];

export function LandingPage() {
  const { hash } = useLocation();
  // The footer's "FAQ" and "Get the app" links point at sections of this page.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="landing-page">
      <header className="landing__bar">
        <span className="landing__logo">✦ Events</span>
        <Link to={LOGIN_PATH} className="landing__sign-in">
          Sign In
        </Link>
      </header>
      <main className="landing">
        <section className="landing__hero">
          <p className="landing__eyebrow">Events · Tickets · Friends</p>
          <h1 className="landing__title">Find the night. Bring your people.</h1>
          <p className="landing__lead">
            Discover events near you, RSVP in a tap, buy tickets and keep your pass on your phone.
            Hosts sell tickets, scan them at the door and get paid out.
          </p>
          <div className="landing__actions">
            <ButtonLink variant="primary" size="lg" to={paths.feed()}>
              Explore events
            </ButtonLink>
            <ButtonLink
              variant="secondary"
              size="lg"
              to={paths.create({ type: DEFAULT_EVENT_TYPE })}
            >
              Host an event
            </ButtonLink>
          </div>
        </section>
        <section id="download" className="landing__section" aria-labelledby="download-title">
          <h2 id="download-title">Get the app</h2>
          <p>
            It runs in your browser: nothing to download or install, and it updates itself. To keep
            it one tap away, open your browser menu and choose “Add to Home Screen”.
          </p>
        </section>
        <section id="faq" className="landing__section" aria-labelledby="faq-title">
          <h2 id="faq-title">Questions</h2>
          <dl className="landing__faq">
            {FAQ.map((item) => (
              <div key={item.q}>
                <dt>{item.q}</dt>
                <dd>{item.a}</dd>
              </div>
            ))}
          </dl>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
