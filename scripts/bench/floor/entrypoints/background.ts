// The floor's background: answers its one message.
import { defineBackground } from 'wxt/utils/define-background';
import { onMessage } from '../protocol';

export default defineBackground(() => {
  onMessage('ping', ({ data }) => `pong ${data.id}`);
});
