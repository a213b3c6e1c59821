// Reads a paper record section by section: each section parses on its own, and a section
// that does not match is reported with a short reason while the others still read.
import { z } from 'zod';
import {
  aboutSchema,
  archiveResultsSchema,
  codeLinkSchema,
  extractedResultsSchema,
  metadataSchema,
  paperCoreSchema,
  paperDetailsSchema,
  sampleOwnerSchema,
  samplesSectionSchema,
  syntologyRepoSchema,
  topicsSchema,
  vocabularySchema,
} from './schema';
import type { Section } from './view-types';

/** Parses one section; `label` names it in the problem a reader sees. */
export function readSection<S extends z.ZodType>(schema: S, value: unknown, label: string): Section<z.infer<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (at ${[label, ...issue.path].join('.')})` : '';
  // Stryker disable next-line StringLiteral,OptionalChaining: zod reports every failure with at least one issue, so the fallback never shows
  const message = issue?.message ?? 'does not match the record format';
  return { ok: false, problem: `${label}: ${message}${where}` };
}

const codeLinksSchema = codeLinkSchema.array().nullish();
const syntologyReposSchema = syntologyRepoSchema.array().nullish();
const syntologyUrlsSchema = z.object({ syntology_url: z.string().nullish() });

/** Each sample's owner and kind, skipping rows that do not read, whatever the rest holds. */
function sampleOwnersOf(samples: unknown) {
  if (!Array.isArray(samples)) return [];
  return samples.flatMap((row) => {
    const owner = sampleOwnerSchema.safeParse(row);
    return owner.success ? [owner.data] : [];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a parsed JSON body as a paper record. Returns null when it is not a JSON object at all.
 * @example readPaperRecord(JSON.parse(body))?.about.ok
 */
export function readPaperRecord(json: unknown) {
  if (!isObject(json)) return null;
  const syntology = isObject(json.syntology) ? json.syntology : {};
  return {
    core: readSection(paperCoreSchema, json, 'paper'),
    details: readSection(paperDetailsSchema, json, 'paper details'),
    sampleOwners: { ok: true, value: sampleOwnersOf(syntology.samples) } as const,
    about: readSection(aboutSchema, json.about, 'about'),
    codeLinks: readSection(codeLinksSchema, json.code_links, 'code_links'),
    syntologyRepos: readSection(syntologyReposSchema, syntology.repos, 'syntology.repos'),
    syntologyUrls: readSection(syntologyUrlsSchema, syntology, 'syntology'),
    samples: readSection(samplesSectionSchema, syntology, 'syntology.samples'),
    vocabulary: readSection(vocabularySchema.nullish(), syntology.repo_kind_vocabulary, 'repo_kind_vocabulary'),
    topics: readSection(topicsSchema, json, 'topics'),
    extracted: readSection(extractedResultsSchema.nullish(), json.syntology_extracted_results, 'extracted results'),
    archiveResults: readSection(archiveResultsSchema, json.results, 'results'),
    metadata: readSection(metadataSchema.nullish(), json.arxiv_metadata, 'arxiv_metadata'),
  };
}

export type ReadRecord = NonNullable<ReturnType<typeof readPaperRecord>>;
