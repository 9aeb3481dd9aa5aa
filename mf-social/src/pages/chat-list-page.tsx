import { Link } from 'shared-ui/router';
import { toUserMessage } from 'shared-api';
import { EmptyState, ErrorPanel, Spinner, buttonClassName } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { useChatList } from '../features/chat/api/chat-queries';
import { ChatList } from '../features/chat/components/chat-list';
import '../features/chat/components/chat.css';

/** `chat`: the signed-in person's direct and event chats, the most recently active first. */
export default function ChatListPage() {
  const chats = useChatList();
  return (
    <SocialPage title="Chats">
      {chats.isPending ? (
        <Spinner label="Loading your chats" />
      ) : chats.isError ? (
        <ErrorPanel
          title="We couldn't load your chats"
          message={toUserMessage(chats.error)}
          onRetry={() => void chats.refetch()}
        />
      ) : chats.data.length === 0 ? (
        <EmptyState
          icon="💬"
          title="No chats yet"
          message="Message a friend from their profile. Events you go to open their chats here too."
          action={
            <Link to="/app" className={buttonClassName({ variant: 'primary' })}>
              Find events
            </Link>
          }
        />
      ) : (
        <ChatList chats={chats.data} />
      )}
    </SocialPage>
  );
}
