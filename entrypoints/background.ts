// Background service worker: only wiring; the logic lives in lib/background.
import { defineBackground } from 'wxt/utils/define-background';
import { registerBackground } from '../lib/background/register';

export default defineBackground(() => {
  registerBackground();
});
