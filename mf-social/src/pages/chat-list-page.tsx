import { ListStates } from '../components/list-states';
import { SocialPage } from '../components/social-page';
import { useChatList } from '../features/chat/api/chat-queries';
import { ChatList } from '../features/chat/components/chat-list';
import '../features/chat/components/chat.css';

/** `chat`: the signed-in person's direct and event chats, the most recently active first. */
export default function ChatListPage() {
  const chats = useChatList();
  return (
    <SocialPage title="Chats">
      <ListStates
        isPending={chats.isPending}
        error={chats.isError ? chats.error : null}
        onRetry={() => void chats.refetch()}
        loading="Loading your chats"
        failed="We couldn't load your chats"
        isEmpty={chats.data?.length === 0}
        empty={{
          icon: '💬',
          title: 'No chats yet',
          message:
            'Message a friend from their profile. Events you go to open their chats here too.',
        }}
      >
        {() => <ChatList chats={chats.data ?? []} />}
      </ListStates>
    </SocialPage>
  );
}
