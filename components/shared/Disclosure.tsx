// A button that shows and hides the content under it (closed by default), for secondary detail.
import type { ComponentChildren } from 'preact';
import { useId, useRef, useState } from 'preact/hooks';

interface Props {
  /** Constant button text: the open/closed state is carried by aria-expanded, not by the words. */
  label: ComponentChildren;
  children: ComponentChildren;
  initiallyOpen?: boolean;
  class?: string;
}

/** @example <Disclosure label="Harvested functions (7)"><ul>…</ul></Disclosure> */
export function Disclosure({ label, children, initiallyOpen = false, class: className }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = useId();
  // What is inside is drawn at the first opening, not before: a long list nobody opens costs the
  // page nothing. Once drawn it stays, so the open state of anything inside survives a closing.
  const opened = useRef(initiallyOpen);
  opened.current ||= open;
  return (
    <div class={`pcl-disclosure${className ? ` ${className}` : ''}`}>
      <button type="button" class="pcl-disclosure-button" aria-expanded={open ? 'true' : 'false'} aria-controls={regionId} onClick={() => setOpen(!open)}>
        <span class="pcl-chevron" aria-hidden="true" />
        {label}
      </button>
      {/* The region itself is always there, so aria-controls always points at something. */}
      <div id={regionId} class="pcl-disclosure-content" hidden={!open}>
        {opened.current && children}
      </div>
    </div>
  );
}
