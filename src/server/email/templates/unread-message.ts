import type { Language } from '../../../shared/constants.ts';
import type { NotificationContent } from '../layout.ts';
import type { MessageOf } from '../notification-message.ts';
import { clip, firstName, quoted } from '../wording.ts';

export function unreadMessageContent(
  message: MessageOf<'unread_message'>,
  _spelling: Language,
): NotificationContent<'unread_message'> {
  const first = firstName(message.senderName);
  return {
    subject: `New message from ${clip(message.senderName, 50)}`,
    preheader: clip(message.excerpt, 110),
    paragraphs: [
      `${message.senderName} sent you a message about ${quoted(message.conversationTitle)}:`,
      { quote: message.excerpt },
      'Reply in the chat to keep the conversation going.',
    ],
    action: {
      label: first && first.length <= 20 ? `Reply to ${first}` : 'Reply',
      path: `/chat/${message.conversationId}`,
    },
    inApp: {
      title: 'New message',
      body: `${clip(message.senderName, 40)}: ${quoted(message.excerpt, 90)}`,
    },
  };
}
