// A link to a line of the file on this very page ("#L12"), or else to an http(s) address; never a script.
import type { ComponentChildren } from 'preact';
import { ExternalLink, safeLinkHref } from '../shared/ExternalLink';

/** A same-page fragment such as "#L12" or "#L12-L20": letters, digits and a few punctuation marks. */
const FRAGMENT = /^#[A-Za-z0-9_.:%-]+$/;

/**
 * Where a line link may point: an in-page fragment as it is, an http(s) address normalised, otherwise
 * null. A string that starts with "#" is a fragment of this page, so it can never run as a script.
 * @example lineLinkHref('#L42') // '#L42'
 * @example lineLinkHref('javascript:alert(1)') // null
 */
export function lineLinkHref(href: string | null | undefined): string | null {
  if (typeof href !== 'string') return null;
  if (href.startsWith('#')) return FRAGMENT.test(href) ? href : null;
  return safeLinkHref(href);
}

interface Props {
  href: string | null | undefined;
  children: ComponentChildren;
  class?: string;
}

/**
 * An in-page link (same tab) for a fragment, an ExternalLink for http(s), the bare text for the rest.
 * @example <LineLink href="#L12"><code>agg_loss</code></LineLink>
 */
export function LineLink({ href, children, class: className }: Props) {
  const safe = lineLinkHref(href);
  if (safe === null) return <span class={className}>{children}</span>;
  if (!safe.startsWith('#')) {
    return (
      <ExternalLink href={safe} class={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={safe} class={className}>
      {children}
    </a>
  );
}
