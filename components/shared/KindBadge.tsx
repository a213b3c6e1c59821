// How a repository is linked to the paper, with the record's own explanation on hover and on focus.
import { REPO_KINDS, type RepoKind } from '../../lib/record/view-types';
import { Explained } from './Explained';

interface Props {
  kind: RepoKind;
  label: string;
  explanation: string | null;
}

/** @example <KindBadge kind="found_in_text" label="found in text" explanation="Syntology found …" /> */
export function KindBadge({ kind, label, explanation }: Props) {
  // A class name is built only from the known kinds, never from whatever string arrived.
  const kindClass = (REPO_KINDS as readonly string[]).includes(kind) ? ` pcl-kind--${kind}` : '';
  if (!explanation) return <span class={`pcl-kind${kindClass}`}>{label}</span>;
  return <Explained label={label} explanation={explanation} class={`pcl-kind${kindClass}`} />;
}
