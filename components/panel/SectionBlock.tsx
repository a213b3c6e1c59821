// One titled part of the record; a part that could not be read says so while the others still show.
import type { ComponentChildren } from 'preact';
import type { Section } from '../../lib/record/view-types';

interface Props<T> {
  heading: string;
  section: Section<T>;
  /** Renders the part once it read cleanly. */
  children: (value: T) => ComponentChildren;
  class?: string;
}

/** @example <SectionBlock heading="Code" section={view.code}>{(repos) => <RepoList repos={repos} />}</SectionBlock> */
export function SectionBlock<T>({ heading, section, children, class: className }: Props<T>) {
  return (
    <section class={`pcl-section${className ? ` ${className}` : ''}`}>
      <h3 class="pcl-section-heading">{heading}</h3>
      {section.ok ? (
        children(section.value)
      ) : (
        <div class="pcl-section-problem">
          <p>This part could not be read</p>
          <p class="pcl-section-problem-detail">{section.problem}</p>
        </div>
      )}
    </section>
  );
}
