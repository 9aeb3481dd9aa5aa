/** A follower for the chat hub's parts (rooms, delivery) that records what it is sent. */
import type { ChatServerFrame } from 'contract';
import type { Follower } from '../src/chat/chat-rooms';

export interface RecordingFollower extends Follower {
  frames: ChatServerFrame[];
  open: boolean;
}

export function recordingFollower(userId: string): RecordingFollower {
  const follower: RecordingFollower = {
    userId,
    sent: new Map(),
    frames: [],
    open: true,
    sendText: (text) => void follower.frames.push(JSON.parse(text) as ChatServerFrame),
    isOpen: () => follower.open,
  };
  return follower;
}

/** The texts a follower was sent for one chat, catch-ups and live messages in order. */
export const textsOf = (follower: RecordingFollower, chatId: string): string[] =>
  follower.frames.flatMap((frame) => {
    if (frame.type === 'message' && frame.message.chatId === chatId) return [frame.message.text];
    if (frame.type === 'subscribed' && frame.chatId === chatId)
      return frame.messages.map((m) => m.text);
    return [];
  });
