// Turns a record read section by section into the view the pages render.
import { attributionOf } from './derive-attribution';
import { mergeRepos } from './derive-repos';
import { deriveResults } from './derive-results';
import { deriveSamples } from './derive-samples';
import { httpsOn, recordPageUrl, SYNTOLOGY_HOSTS } from './record-links';
import type { ReadRecord } from './read-record';
import type { Topics } from './schema';
import type { AttributionView, PaperView, Section, TopicsView } from './view-types';

function valueOr<T>(section: Section<T>, fallback: T): T {
  return section.ok ? section.value : fallback;
}

/** A derived section fails when any section it is built from failed. */
function combine<T>(parts: Section<unknown>[], build: () => T): Section<T> {
  const failed = parts.filter((p): p is { ok: false; problem: string } => !p.ok);
  if (failed.length > 0) return { ok: false, problem: failed.map((p) => p.problem).join('; ') };
  return { ok: true, value: build() };
}

function names(list: Topics['tasks']): string[] {
  return (list ?? []).map((item) => (typeof item === 'string' ? item : item.name)).filter((n) => n.trim() !== '');
}

/**
 * The render-ready view of a record. `sourceBase` is the record source the user chose: the record
 * page link is built on it, and the record's own links may lead only there (see record-links.ts).
 * @example derivePaperView(readPaperRecord(json)!, '2607.21653', 'https://codewithpapers.app')
 */
export function derivePaperView(record: ReadRecord, arxivId: string, sourceBase: string): PaperView {
  const core = valueOr(record.core, null);
  const about = valueOr(record.about, null);
  const metadata = valueOr(record.metadata, null);
  const attribution = combine<AttributionView>([record.about], () => attributionOf(about, metadata?.licence ?? null, sourceBase));
  const otherProblems = [record.core, record.details, record.metadata, record.syntologyUrls].flatMap((part) => (part.ok ? [] : [part.problem]));
  return {
    arxivId,
    otherProblems,
    title: core?.title ?? null,
    recordPageUrl: recordPageUrl(core?.url, sourceBase),
    syntologyUrl: httpsOn(valueOr(record.syntologyUrls, null)?.syntology_url, SYNTOLOGY_HOSTS),
    attribution,
    code: combine([record.codeLinks, record.syntologyRepos, record.vocabulary], () =>
      mergeRepos({
        // Stryker disable next-line ArrayDeclaration: a filler entry names no address, so mergeRepos skips it like no entry at all
        codeLinks: valueOr(record.codeLinks, null) ?? [],
        // Stryker disable next-line ArrayDeclaration: a filler entry names no address, so mergeRepos skips it like no entry at all
        syntologyRepos: valueOr(record.syntologyRepos, null) ?? [],
        samples: record.sampleOwners.value,
        vocabulary: valueOr(record.vocabulary, null) ?? {},
      }),
    ),
    samples: combine([record.samples], () => (record.samples.ok ? deriveSamples(record.samples.value) : null)),
    results: combine([record.extracted, record.archiveResults], () => deriveResults(valueOr(record.extracted, null), valueOr(record.archiveResults, null))),
    topics: combine<TopicsView>([record.topics], () => {
      // Built only when the section read, so the fallback is never used; it keeps the type plain.
      const topics = valueOr(record.topics, {});
      return {
        tasks: names(topics.tasks),
        methods: names(topics.methods),
        datasetsIntroduced: names(topics.datasets_introduced),
        methodsIntroduced: names(topics.methods_introduced),
      };
    }),
  };
}
