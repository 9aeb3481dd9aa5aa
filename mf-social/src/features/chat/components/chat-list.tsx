import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import type { ChatSummary } from 'contract';
import { Avatar, Badge, formatTimeAgo } from 'shared-ui';

/** The viewer's chats: who or which event, the last message, when, and how many are unread. */
export function ChatList({ chats }: { chats: ChatSummary[] }) {
  return (
    <ul className="chat-list" aria-label="Your chats">
      {chats.map((chat) => (
        <ChatRow key={chat.id} chat={chat} />
      ))}
    </ul>
  );
}

function ChatRow({ chat }: { chat: ChatSummary }) {
  const last = chat.lastMessage;
  const unread = chat.unreadCount > 0;
  const preview = last
    ? `${last.senderId === chat.otherUser?.id || chat.kind === 'event' ? `${last.senderName}: ` : 'You: '}${last.text}`
    : chat.kind === 'event'
      ? 'Event chat: say hello to everyone going'
      : 'No messages yet';
  const label = `${chat.title}${unread ? `, ${chat.unreadCount} unread` : ''}`;
  return (
    <li>
      <Link
        to={paths.chat(chat.id)}
        className={`chat-row${unread ? ' chat-row--unread' : ''}`}
        aria-label={label}
      >
        <Avatar
          name={chat.title}
          src={chat.otherUser?.profileImage?.urls.small}
          colorKey={chat.otherUser?.id ?? chat.id}
          decorative
        />
        <span className="chat-row__body">
          <span className="chat-row__top">
            <span className="chat-row__title">
              {chat.title}
              {chat.kind === 'event' && <span className="chat-row__tag">Event</span>}
            </span>
            {last && (
              <span className="chat-row__time">
                {formatTimeAgo(last.createdAt, Math.floor(Date.now() / 1000))}
              </span>
            )}
          </span>
          <span className="chat-row__preview">{preview}</span>
        </span>
        {unread && <Badge count={chat.unreadCount} label="unread messages" />}
      </Link>
    </li>
  );
}
