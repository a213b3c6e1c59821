// The floor's content script: one Preact component with a hook, in a shadow root tied to ctx.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { sendMessage } from '../../protocol';

function Floor() {
  const [answer, setAnswer] = useState('…');
  useEffect(() => {
    sendMessage('ping', { id: location.pathname }).then(setAnswer, () => setAnswer('no answer'));
  }, []);
  return <p>{answer}</p>;
}

export default defineContentScript({
  // The abstract page and the listing: each is measured beside ours on the same page.
  matches: ['https://arxiv.org/abs/*', 'https://arxiv.org/list/*'],
  cssInjectionMode: 'ui',
  async main(ctx) {
    const ui = await createShadowRootUi(ctx, {
      name: 'floor-panel',
      position: 'inline',
      anchor: 'body',
      onMount: (root) => render(<Floor />, root),
      onRemove: (root) => root && render(null, root),
    });
    ui.mount();
  },
});
