import { MessageCenter } from '@/features/messages/components/MessageCenter.tsx';

/** The message center (spec 03 §2.16): /message/discuss, reply, like, sys and mine. */
export function MessagePage() {
  return <MessageCenter />;
}
