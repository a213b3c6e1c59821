// The options' plain account of what the extension sends, and to whom.

interface Props {
  /** The record source in use, named so the words match the setting above. */
  source: string | null;
  /** Papers with Code's address while it is asked; null while it is not. */
  second?: string | null;
}

/** @example <OptionsPrivacy source="https://codewithpapers.app" /> */
export function OptionsPrivacy({ source, second = null }: Props) {
  return (
    <div class="pcl-options-prose">
      <p>
        Only arXiv ids of papers (such as 2607.21653) and names of GitHub repositories (such as owner/name) are sent, and only to the record source you chose
        {source ? ` (${source})` : ''}
        {second ? `, and, for the paper in view, its arXiv id to Papers with Code (${second})` : ''}. Requests carry no cookies.
      </p>
      <p>
        Nothing about the page you are reading, about you or about your history is sent, to the sources or to anyone else. Your settings, recent lookups and the
        cache stay on this computer.
      </p>
    </div>
  );
}
