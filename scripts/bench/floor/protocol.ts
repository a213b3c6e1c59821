// The floor's one typed message.
import { defineExtensionMessaging } from '@webext-core/messaging';

export interface FloorProtocol {
  ping(data: { id: string }): string;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<FloorProtocol>();
