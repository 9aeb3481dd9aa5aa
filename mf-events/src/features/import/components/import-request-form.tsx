import { useId, useState, type FormEvent } from 'react';
import { toUserMessage } from 'shared-api';
import type { ScrapedRequest, ScrapedRequestIntent } from 'contract';
import { SCRAPED_REQUEST_LIMITS } from 'contract/values';
import { Button, TextArea, TextField } from 'shared-ui';
import { useRequestScrapedEvent } from '../api/scraped-requests';
import { eventLinkProblem } from '../lib/event-link';
import { INTENT_WORDS, STATUS_WORDS, requestDate } from '../lib/request-words';

const INTENTS: { intent: ScrapedRequestIntent; hint: string }[] = [
  { intent: 'list', hint: 'You want to find it, RSVP or buy tickets here.' },
  {
    intent: 'claim',
    hint: 'You run this event and want to manage it here. We check before anything changes hands.',
  },
];

/** What the person is told once the API answered. */
function answerText(request: ScrapedRequest): string {
  const what = request.intent === 'claim' ? 'claim this event' : 'list this event';
  if (request.created) {
    return `Thanks! We got your request to ${what}. Our team reviews every request; its state shows in your requests below.`;
  }
  const { label, meaning } = STATUS_WORDS[request.status];
  return `You already asked for this on ${requestDate(request.createdAt)} (${label.toLowerCase()}: ${meaning.toLowerCase()}), so there is no need to send it again.`;
}

/** Paste a link, say list or claim, add a note, send: POST /events/scraped/request. */
export function ImportRequestForm() {
  const send = useRequestScrapedEvent();
  const [url, setUrl] = useState('');
  const [intent, setIntent] = useState<ScrapedRequestIntent>('list');
  const [note, setNote] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ScrapedRequest | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const groupId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAnswer(null);
    setServerError(null);
    const problem = eventLinkProblem(url);
    setLinkError(problem);
    if (problem) {
      document.getElementById(`${groupId}-url`)?.focus();
      return;
    }
    const trimmedNote = note.trim();
    send.mutate(
      { url: url.trim(), intent, ...(trimmedNote ? { note: trimmedNote } : {}) },
      {
        onSuccess: (request) => {
          setAnswer(request);
          if (request.created) {
            setUrl('');
            setNote('');
          }
        },
        onError: (error) => setServerError(toUserMessage(error)),
      },
    );
  };

  return (
    <form
      className="event-form import-form"
      noValidate
      onSubmit={submit}
      aria-busy={send.isPending}
    >
      <TextField
        id={`${groupId}-url`}
        label="Link to the event"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        hint="The page where the event is published today"
        required
        maxLength={SCRAPED_REQUEST_LIMITS.urlMaxLength}
        value={url}
        error={linkError ?? undefined}
        onChange={(e) => {
          setUrl(e.target.value);
          if (linkError) setLinkError(null);
        }}
      />
      <fieldset className="event-form__group">
        <legend>What should we do with it?</legend>
        {INTENTS.map(({ intent: value, hint }) => (
          <label key={value} className="event-form__check">
            <input
              type="radio"
              name={`${groupId}-intent`}
              value={value}
              checked={intent === value}
              onChange={() => setIntent(value)}
            />
            <span>
              {INTENT_WORDS[value].choice}
              <small>{hint}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <TextArea
        label="Note for our team"
        hint="Optional: anything that helps us, like how to reach you"
        rows={3}
        maxLength={SCRAPED_REQUEST_LIMITS.noteMaxLength}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      {serverError && (
        <p className="event-form__server-error" role="alert">
          {serverError}
        </p>
      )}
      <div role="status" aria-live="polite">
        {answer && (
          <p
            className={
              answer.created
                ? 'import-form__answer'
                : 'import-form__answer import-form__answer--again'
            }
          >
            {answerText(answer)}
          </p>
        )}
      </div>
      <div className="event-form__actions">
        <Button type="submit" busy={send.isPending}>
          Send request
        </Button>
      </div>
    </form>
  );
}
