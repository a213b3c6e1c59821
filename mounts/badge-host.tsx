// A badge placed after an element of the page, each in its own small shadow root (nothing from the
// page reaches it), showing its answer's few words once the answer comes.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { ListingBadge } from '../components/badges/ListingBadge';
import type { BadgeSummary } from '../lib/record/badge-summary';
import { type Pending, useAnswer } from '../lib/ui/use-answer';

// Stryker disable next-line StringLiteral: static (evaluated once at import); the tag is written out in badge-host.cases and the e2e suites
export const BADGE_TAG = 'paper-code-lens-badge';

interface AnswerBadgeProps<T> {
  answer: Pending<T>;
  summarize: (answer: T) => BadgeSummary;
  /** Opens the popover under the button; `onClose` is called when it closes. */
  onOpen: (button: HTMLButtonElement, onClose: () => void) => void;
}

function AnswerBadge<T>({ answer, summarize, onOpen }: AnswerBadgeProps<T>) {
  const value = useAnswer(answer);
  const [expanded, setExpanded] = useState(false);
  const open = (button: HTMLButtonElement) => {
    setExpanded(true);
    onOpen(button, () => setExpanded(false));
  };
  return <ListingBadge summary={value === null ? null : summarize(value)} expanded={expanded} onActivate={open} />;
}

export interface BadgePlace {
  /** The badge goes right after this element. */
  after: Element;
  /** Marks the host for tests and for the page's own tools (`data-arxiv-id`, `data-repo`). */
  attributes: Record<string, string>;
}

/**
 * Inserts one badge; resolves nothing, returns how to take it away again.
 * @example const remove = mountBadge({ after: link, attributes: { 'data-arxiv-id': id } }, css, 'pcl-badge-slot', { answer, summarize: badgeSummary, onOpen })
 */
export function mountBadge<T>(place: BadgePlace, css: string, slotClass: string, badge: AnswerBadgeProps<T>): () => void {
  const host = document.createElement(BADGE_TAG);
  for (const [name, value] of Object.entries(place.attributes)) host.setAttribute(name, value);
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = css;
  const root = document.createElement('span');
  root.className = slotClass;
  shadow.append(style, root);
  render(<AnswerBadge {...badge} />, root);
  place.after.after(host);
  return () => {
    render(null, root);
    host.remove();
  };
}
