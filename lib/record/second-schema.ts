// zod schemas for Papers with Code's answers (a page of papers, a page of repositories), read
// leniently: every field may be missing or null, a field of the wrong type reads as null, and an
// item that cannot be read at all is dropped rather than taking its page with it.
import { z } from 'zod';

/** Items read from one page at most: a real page holds a few dozen; a hostile one is cut here. */
export const MAX_PAGE_ITEMS = 200;
/** Longer addresses are no repository's: such an item is dropped. */
const MAX_URL = 2_000;

/** A field that reads as null when it is missing, null or of another type. */
const loose = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null);

/** A paper as the site lists it; only the fields the extension uses are kept. */
export const secondPaperSchema = z.object({
  id: z.string().max(MAX_URL),
  arxiv_id: loose(z.string().max(100)),
  title: loose(z.string().max(MAX_URL)),
});

/** One repository listed for a paper; without an address it is no repository. */
export const secondRepoSchema = z.object({
  url: z.string().max(MAX_URL),
  stars: loose(z.number()),
  framework: loose(z.string().max(100)),
  is_official: loose(z.boolean()),
});

export type SecondPaper = z.infer<typeof secondPaperSchema>;
export type SecondRepo = z.infer<typeof secondRepoSchema>;

/** The page's results each read alone: a bad item is dropped, never the page. */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: loose(z.number()),
    results: z
      .array(z.unknown())
      .nullish()
      .transform((items) =>
        (items ?? []).slice(0, MAX_PAGE_ITEMS).flatMap((value) => {
          const read = item.safeParse(value);
          return read.success ? [read.data as z.infer<T>] : [];
        }),
      ),
  });
}

/** `{ count, next, previous, results }`; results that are not a list make the page unreadable. */
export const paperPageSchema = pageOf(secondPaperSchema);
export const repoPageSchema = pageOf(secondRepoSchema);
export type PaperPage = z.infer<typeof paperPageSchema>;
export type RepoPage = z.infer<typeof repoPageSchema>;

/** What the cache keeps of one paper's answer: the paper and the first page of its repositories,
 * both as read (unknown fields gone), and read again on the way out of the cache. */
export const secondAnswerSchema = z.object({ paper: secondPaperSchema, repositories: repoPageSchema });
export type SecondAnswer = z.infer<typeof secondAnswerSchema>;

/**
 * A page read, or null when it is not one.
 * @example readPage(repoPageSchema, { count: 1, results: [{ url: 'https://github.com/a/b' }, 7] })?.results.length // 1
 */
export function readPage<S extends typeof paperPageSchema | typeof repoPageSchema>(schema: S, body: unknown): z.infer<S> | null {
  const read = schema.safeParse(body);
  return read.success ? (read.data as z.infer<S>) : null;
}
