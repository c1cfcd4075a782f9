import { type BubbleMessage, ChatBubble } from '@/web/components/ui/chat-bubble'

/** One message as the team sees it: the customer's on the left, the team's on the right. */
export function MessageBubble({ message }: { message: BubbleMessage & { authorName: string } }) {
  return <ChatBubble message={message} ours={message.author === 'admin'} name={message.authorName} />
}
