// The abstract page's panel, wired to the background and to the remembered collapsed state.
import { useState } from 'preact/hooks';
import { PaperPanel } from '../../components/PaperPanel';
import { sendMessage } from '../../lib/messaging/protocol';
import { usePaperLookup } from '../../lib/ui/use-paper-lookup';

const askPaper = (arxivId: string) => sendMessage('getPaper', { arxivId });

export function AbstractPanelApp(props: { arxivId: string; initiallyCollapsed: boolean }) {
  const { lookup, retry } = usePaperLookup(props.arxivId, askPaper);
  const [collapsed, setCollapsed] = useState(props.initiallyCollapsed);
  const toggle = () => {
    setCollapsed(!collapsed);
    // Remembering is a nicety: a worker that cannot answer must not throw into the page.
    sendMessage('setPanelCollapsed', { collapsed: !collapsed }).catch(() => undefined);
  };
  return <PaperPanel lookup={lookup} collapsed={collapsed} onToggleCollapsed={toggle} onRetry={retry} />;
}
