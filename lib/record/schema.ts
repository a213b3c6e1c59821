// zod schemas for a paper record, one per section, so a broken section never hides the others.
// Loose on purpose: every field the site may leave out is nullish, unknown fields are dropped.
import { z } from 'zod';

const text = z.string().nullish();
const flag = z.boolean().nullish();

export const aboutSchema = z.object({
  site: text,
  licence: text,
  licence_url: text,
  attribution: text,
  modified: text,
  non_affiliation: text,
});

/** What the views show of the paper itself: its title and its page on the record site. */
export const paperCoreSchema = z.object({
  arxiv_id: z.string(),
  title: text,
  url: text,
});

/** The paper's other fields, read apart so a wrong type there never takes the title with it. */
export const paperDetailsSchema = z.object({
  date: text,
  authors: z.array(z.string()).nullish(),
  url_abs: text,
  url_pdf: text,
});

/** Just what the Code part needs of each sample, read row by row: one broken sample (which makes
 * "Sample runs" unreadable) must not change how a repository is said to be linked. */
export const sampleOwnerSchema = z.object({ repo: text, repo_kind: text });

/** A row of the archive's links table; older dumps call the address `url`. */
export const codeLinkSchema = z.object({
  repo_url: text,
  url: text,
  is_official: flag,
  mentioned_in_paper: flag,
  mentioned_in_github: flag,
  framework: text,
});

export const syntologyRepoSchema = z.object({
  url: z.string(),
  is_official: flag,
  mentioned_in_paper: flag,
  mentioned_in_github: flag,
  provenance: text,
});

export const sampleSchema = z.object({
  entry: z.string(),
  repo: text,
  repo_kind: text,
  path: text,
  file_url: text,
  language: text,
  status: z.string(),
  verification_level: z.number().nullish(),
  licence: text,
  inline_ok: flag,
});

export const samplesSectionSchema = z.object({
  samples: z.array(sampleSchema).nullish(),
  summary: z.record(z.string(), z.number()).nullish(),
  claim: text,
  read_at: text,
  read_at_is: text,
});

export const vocabularySchema = z.record(z.string(), z.string());

/** Tasks, methods and datasets come as plain names or as objects with a `name`. */
const named = z.union([z.string(), z.object({ name: z.string() })]);
export const topicsSchema = z.object({
  tasks: z.array(named).nullish(),
  methods: z.array(named).nullish(),
  datasets_introduced: z.array(named).nullish(),
  methods_introduced: z.array(named).nullish(),
});

export const extractedResultsSchema = z.object({
  entries: z.array(z.record(z.string(), z.unknown())).nullish(),
  coverage: z.object({ sentence: text }).nullish(),
  extractor_model: text,
  verifier_model: text,
});

export const archiveResultsSchema = z.array(z.record(z.string(), z.unknown())).nullish();

export const metadataSchema = z.object({ licence: text, primary_category: text });

export type About = z.infer<typeof aboutSchema>;
export type PaperCore = z.infer<typeof paperCoreSchema>;
export type SampleOwner = z.infer<typeof sampleOwnerSchema>;
export type CodeLink = z.infer<typeof codeLinkSchema>;
export type SyntologyRepo = z.infer<typeof syntologyRepoSchema>;
export type Sample = z.infer<typeof sampleSchema>;
export type SamplesSection = z.infer<typeof samplesSectionSchema>;
export type Topics = z.infer<typeof topicsSchema>;
export type ExtractedResults = z.infer<typeof extractedResultsSchema>;
export type ArchiveResults = z.infer<typeof archiveResultsSchema>;
export type Metadata = z.infer<typeof metadataSchema>;
