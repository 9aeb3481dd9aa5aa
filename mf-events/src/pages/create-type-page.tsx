import { Link, useSearchParams } from 'shared-ui/router';
import { paths } from 'shared-api';
import { DEFAULT_EVENT_TYPE } from 'contract/values';
import '../features/create/components/event-form.css';

const OPTIONS = [
  {
    type: 'simpleRsvp',
    emoji: '🙋',
    title: 'Free RSVP',
    text: 'Guests RSVP for free and get a pass. Good for parties, meetups and open events.',
  },
  {
    type: 'ticketed',
    emoji: '🎟️',
    title: 'Ticketed',
    text: 'Sell tickets: set prices, how many, when sales open and a limit per order.',
  },
] as const;

/** Choose the kind of event before the form; free RSVP is the default. */
export default function CreateTypePage() {
  const [params] = useSearchParams();
  const current = params.get('type') ?? DEFAULT_EVENT_TYPE;
  return (
    <section aria-labelledby="create-type-title">
      <h1 id="create-type-title">What kind of event?</h1>
      <ul className="create-type" role="list" style={{ listStyle: 'none', padding: 0 }}>
        {OPTIONS.map((option) => (
          <li key={option.type}>
            <Link
              className="create-type__option"
              to={paths.create({ type: option.type })}
              aria-current={current === option.type ? 'true' : undefined}
            >
              <span aria-hidden="true" style={{ fontSize: '2rem' }}>
                {option.emoji}
              </span>
              <h2>{option.title}</h2>
              <p>{option.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
