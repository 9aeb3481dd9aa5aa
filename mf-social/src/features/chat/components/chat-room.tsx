import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useSession } from 'shared-api';
import type { ChatMessage } from 'contract';
import { CHAT_LIMITS } from 'contract/values';
import { Button, ErrorPanel, Spinner } from 'shared-ui';
import type { OutboxItem } from '../api/chat-outbox';
import { useChatRoom } from '../api/use-chat-room';

type Room = ReturnType<typeof useChatRoom>;

const CONNECTION_TEXT = {
  online: null,
  connecting: 'Connecting…',
  offline: "You're offline. Messages you write will be sent when you're back.",
} as const;

/**
 * A chat room: messages oldest to newest (newest at the bottom), "Load older" above, the
 * viewer's unsent messages marked sending or failed, and the composer. Text is shown as text.
 */
export function ChatRoom({ chatId, isEvent }: { chatId: string; isEvent: boolean }) {
  const room = useChatRoom(chatId);
  const me = useSession().user?.id ?? null;
  const status = CONNECTION_TEXT[room.connection];

  if (room.loading && room.messages.length === 0 && !room.error) {
    return <Spinner label="Loading messages" />;
  }
  if (room.error && room.messages.length === 0) {
    return <ErrorPanel title="We couldn't open this chat" message={room.error} />;
  }
  return (
    <div className="chat-room">
      {status && (
        <p className="chat-room__status" role="status">
          {status}
        </p>
      )}
      <MessageList room={room} me={me} isEvent={isEvent} />
      <Composer onSend={room.send} />
    </div>
  );
}

function MessageList({ room, me, isEvent }: { room: Room; me: string | null; isEvent: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  const newestKey = `${room.messages.at(-1)?.id ?? 0}:${room.pending.length}`;
  // Keep the newest in view as messages arrive (not when older ones are loaded above).
  useLayoutEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestKey]);

  if (room.messages.length === 0 && room.pending.length === 0) {
    return (
      <div className="chat-room__messages">
        <p className="chat-room__empty">No messages yet. Say hello!</p>
      </div>
    );
  }
  return (
    <div className="chat-room__messages">
      {room.hasOlder && (
        <Button
          variant="secondary"
          size="sm"
          className="chat-room__older"
          busy={room.loadingOlder}
          onClick={room.loadOlder}
        >
          Load older messages
        </Button>
      )}
      <ol className="chat-messages" aria-label="Messages" aria-live="polite">
        {room.messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            mine={message.senderId === me}
            showName={isEvent}
          />
        ))}
        {room.pending.map((item) => (
          <PendingBubble key={item.clientKey} item={item} room={room} />
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}

function timeOf(seconds: number) {
  return new Date(seconds * 1000).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  });
}

function MessageBubble({
  message,
  mine,
  showName,
}: {
  message: ChatMessage;
  mine: boolean;
  showName: boolean;
}) {
  return (
    <li className={`chat-message${mine ? ' chat-message--mine' : ''}`} data-message-id={message.id}>
      {showName && !mine && <span className="chat-message__name">{message.senderName}</span>}
      <span className="chat-message__text">{message.text}</span>
      <span className="chat-message__meta">
        <span className="ui-visually-hidden">{mine ? 'You' : message.senderName}, </span>
        {timeOf(message.createdAt)}
      </span>
    </li>
  );
}

function PendingBubble({ item, room }: { item: OutboxItem; room: Room }) {
  const failed = item.state === 'failed';
  return (
    <li className={`chat-message chat-message--mine chat-message--${item.state}`}>
      <span className="chat-message__text">{item.text}</span>
      <span className="chat-message__meta" role={failed ? 'alert' : undefined}>
        {failed
          ? `Not sent: ${item.error ?? 'something went wrong'}`
          : room.connection === 'offline'
            ? 'Waiting for a connection…'
            : 'Sending…'}
      </span>
      {failed && (
        <span className="chat-message__actions">
          <Button size="sm" variant="secondary" onClick={() => room.retry(item.clientKey)}>
            Try again
          </Button>
          <Button size="sm" variant="ghost" onClick={() => room.discard(item.clientKey)}>
            Discard
          </Button>
        </span>
      )}
    </li>
  );
}

/** The message box: Enter sends, Shift+Enter breaks the line; a counter near the limit. */
function Composer({ onSend }: { onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const max = CHAT_LIMITS.textMaxLength;
  const left = max - text.length;
  const empty = text.trim() === '';
  useEffect(() => input.current?.focus(), []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || left < 0) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      <label className="ui-visually-hidden" htmlFor="chat-composer-text">
        Message
      </label>
      <textarea
        id="chat-composer-text"
        ref={input}
        className="chat-composer__input"
        rows={1}
        value={text}
        maxLength={max}
        placeholder="Write a message"
        aria-describedby="chat-composer-count"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span
        id="chat-composer-count"
        className={`chat-composer__count${left < 100 ? ' chat-composer__count--near' : ''}`}
        aria-live={left < 100 ? 'polite' : 'off'}
      >
        {text.length}/{max}
      </span>
      <Button type="submit" variant="primary" disabled={empty}>
        Send
      </Button>
    </form>
  );
}
