// Reads the JSON payload GitHub's code view embeds in the page, defensively (its shape is not an API).
import { EMBEDDED_DATA } from './selectors';

export type Json = Record<string, unknown>;

/** A property of an object, as an object, or null. */
export function field(value: unknown, key: string): Json | null {
  if (typeof value !== 'object' || value === null) return null;
  const inner = (value as Json)[key];
  // null is an 'object' too, and comes back as itself: null.
  return typeof inner === 'object' && !Array.isArray(inner) ? (inner as Json | null) : null;
}

/** A property of an object, as a string, or null. */
export function text(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const inner = (value as Json)[key];
  return typeof inner === 'string' ? inner : null;
}

/**
 * Every `payload` object the page embeds, in page order; unreadable scripts are skipped.
 * GitHub keeps the first page's payload across in-app navigation, so callers check it against the URL.
 * @example embeddedPayloads(document)[0]?.['codeViewLayoutRoute']
 */
export function embeddedPayloads(doc: Document): Json[] {
  const payloads: Json[] = [];
  const seen = new Set<Element>();
  for (const selector of EMBEDDED_DATA) {
    let scripts: Element[];
    try {
      scripts = [...doc.querySelectorAll(selector)];
    } catch {
      continue;
    }
    for (const script of scripts) {
      if (seen.has(script)) continue;
      seen.add(script);
      try {
        const payload = field(JSON.parse(script.textContent), 'payload');
        if (payload) payloads.push(payload);
      } catch {
        // Not JSON, or GitHub changed the shape: this script has nothing for us.
      }
    }
  }
  return payloads;
}
