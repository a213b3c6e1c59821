// The run-status summary of a record's harvested functions.
import { sampleFileUrl } from './sample-file-url';
import type { SamplesSection } from './schema';
import type { SamplesView, StatusCount } from './view-types';

/** The statuses the site documents come first, in this order; any other word follows. */
const KNOWN_ORDER = ['ran', 'unverified'];

function countByStatus(statuses: string[]): StatusCount[] {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const rank = (s: string) => (KNOWN_ORDER.includes(s) ? KNOWN_ORDER.indexOf(s) : KNOWN_ORDER.length);
  return [...counts].map(([status, count]) => ({ status, count })).sort((a, b) => rank(a.status) - rank(b.status) || a.status.localeCompare(b.status));
}

/** @example runHeadline(5, 7) // '5 of 7 harvested functions ran' */
export function runHeadline(ran: number, total: number): string {
  return `${ran} of ${total} harvested ${total === 1 ? 'function' : 'functions'} ran`;
}

/**
 * "5 of 7 harvested functions ran", the counts and the list; null when the record has no samples.
 * @example deriveSamples({ samples: [{ entry: 'f', status: 'ran' }] })?.headline // '1 of 1 harvested function ran'
 */
export function deriveSamples(section: SamplesSection): SamplesView | null {
  const samples = section.samples ?? [];
  if (samples.length === 0) return null;
  const counts = countByStatus(samples.map((s) => s.status));
  const ran = counts.find((c) => c.status === 'ran')?.count ?? 0;
  const total = samples.length;
  return {
    ran,
    total,
    headline: runHeadline(ran, total),
    counts,
    claim: section.claim ?? null,
    readAt: section.read_at ?? null,
    readAtIs: section.read_at_is ?? null,
    samples: samples.map((s) => ({
      entry: s.entry,
      repo: s.repo ?? null,
      path: s.path ?? null,
      fileUrl: sampleFileUrl(s),
      language: s.language ?? null,
      status: s.status,
      verificationLevel: s.verification_level ?? null,
      licence: s.licence ?? null,
    })),
  };
}
