// One titled section of the options page, with the line that says whether its change was saved.
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

interface Props {
  title: string;
  /** e.g. "Saved"; the line is always there so screen readers hear it change. */
  status?: string | null;
  /** The section's fragment (`options.html#github`), for a link that leads straight to it. */
  id?: string;
  children: ComponentChildren;
}

/** @example <OptionsSection title="Cache" status="Saved">…</OptionsSection> */
export function OptionsSection({ title, status = null, id, children }: Props) {
  const headingId = useId();
  return (
    <section class="pcl-options-section" aria-labelledby={headingId} id={id}>
      <h2 class="pcl-options-heading" id={headingId}>
        {title}
      </h2>
      {children}
      <p class="pcl-options-status" role="status">
        {status ?? ''}
      </p>
    </section>
  );
}
