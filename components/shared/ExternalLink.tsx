// The only way a record-supplied address becomes a link: http(s) only, new tab, no opener or referrer.
import type { ComponentChildren } from 'preact';

/**
 * The address, normalised, when `new URL()` parses it and it is http: or https:; otherwise null.
 * @example safeLinkHref('javascript:alert(1)') // null
 */
export function safeLinkHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

interface Props {
  href: string | null | undefined;
  children: ComponentChildren;
  class?: string;
  title?: string;
}

/**
 * A link when the address is safe, the bare text when it is not (the data still shows, never runs).
 * @example <ExternalLink href={repo.url}>{repo.label}</ExternalLink>
 */
export function ExternalLink({ href, children, class: className, title }: Props) {
  // The background already checks URLs; checking again here keeps the page safe if it ever slips.
  const safe = safeLinkHref(href);
  if (safe === null) {
    return (
      <span class={className} title={title}>
        {children}
      </span>
    );
  }
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" class={className} title={title}>
      {children}
    </a>
  );
}
