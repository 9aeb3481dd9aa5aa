import { useParams } from 'shared-ui/router';
import { isApiError, toUserMessage } from 'shared-api';
import { ErrorPanel, Spinner } from 'shared-ui';
import { SocialPage } from '../components/social-page';
import { useChat } from '../features/chat/api/chat-queries';
import { ChatRoom } from '../features/chat/components/chat-room';
import '../features/chat/components/chat.css';

/** `chat/:chatId`: one chat room (members only). */
export default function ChatRoomPage() {
  const { chatId = '' } = useParams();
  const chat = useChat(chatId);
  const back = { to: '/app/chat', label: 'Chats' };
  if (chat.isPending) {
    return (
      <SocialPage back={back}>
        <Spinner label="Opening the chat" />
      </SocialPage>
    );
  }
  if (chat.isError) {
    const gone = isApiError(chat.error) && (chat.error.status === 403 || chat.error.status === 404);
    return (
      <SocialPage back={back}>
        <ErrorPanel
          title={gone ? "You can't open this chat" : "We couldn't open this chat"}
          message={toUserMessage(chat.error)}
          onRetry={gone ? undefined : () => void chat.refetch()}
        />
      </SocialPage>
    );
  }
  return (
    <SocialPage back={back} title={chat.data.title}>
      <ChatRoom key={chat.data.id} chatId={chat.data.id} isEvent={chat.data.kind === 'event'} />
    </SocialPage>
  );
}
