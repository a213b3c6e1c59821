// The popup's answer: the paper panel (always open there) or the repository's papers box.
import type { LookupTarget } from '../../lib/lookup-input';
import type { PanelExtras } from '../../lib/record/code-part-types';
import type { LookupState } from '../../lib/ui/use-lookup';
import { PaperPanel } from '../panel/PaperPanel';
import { PapersBox } from '../github/PapersBox';
import { PopupChoice } from './PopupChoice';

interface Props {
  state: LookupState;
  theme: 'light' | 'dark';
  onRetry: () => void;
  /** A paste named several: the one the person picked. */
  onChoose: (target: LookupTarget) => void;
  /** A paper's: the code its tab names and Papers with Code's listing. */
  extras?: PanelExtras;
}

// The popup is the record's whole page, so the panel never collapses there.
const stayOpen = () => {};

/** @example <PopupResult state={state} theme="light" onRetry={retry} onChoose={lookUp} /> */
export function PopupResult({ state, theme, onRetry, onChoose, extras }: Props) {
  if (state.kind === 'choose') return <PopupChoice targets={state.targets} onChoose={onChoose} />;
  if (state.kind === 'paper') {
    return <PaperPanel lookup={state.lookup} collapsed={false} onToggleCollapsed={stayOpen} onRetry={onRetry} theme={theme} extras={extras} />;
  }
  if (state.kind === 'repo') {
    return <PapersBox lookup={state.lookup} showNoPapers={true} theme={theme} onRetry={onRetry} />;
  }
  return null;
}
