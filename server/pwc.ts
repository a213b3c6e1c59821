// The record server's stand-in for Papers with Code's API (`/api/v1/`): papers by `arxiv_id` and each
// paper's repositories, from a folder of fixtures, so the second source is tested with no network.
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/** One fixture file: a paper as the site lists it and the repositories it lists for the paper. */
export interface SecondFixture {
  file: string;
  paper: Record<string, unknown> & { id: string };
  repositories: unknown[];
}

/** The stand-in's papers by their id on the site (its slug), in file-name order. */
export interface SecondIndex {
  dir: string | null;
  papers: Map<string, SecondFixture>;
}

/** What the stand-in answers: a status and a JSON value (the record server adds the headers). */
export interface SecondReply {
  status: number;
  body: unknown;
}

/** No folder given: the stand-in lists no paper. */
export const NO_SECOND_PAPERS: SecondIndex = { dir: null, papers: new Map() };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads every `*.json` in `dir` (`{ "paper": { "id", "arxiv_id", … }, "repositories": [ … ] }`). A
 * file that cannot be read, has no paper id or repeats one is skipped with a log line; throws only
 * when the folder itself cannot be read.
 * @example loadSecondFixtures('tests/fixtures/pwc').papers.size // 2
 */
export function loadSecondFixtures(dir: string, log: (line: string) => void = () => {}): SecondIndex {
  const papers = new Map<string, SecondFixture>();
  let listing: Dirent[];
  try {
    listing = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    throw new Error(`cannot read the Papers with Code fixtures folder ${dir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const files = listing
    .filter((f) => f.isFile() && f.name.toLowerCase().endsWith('.json'))
    .map((f) => f.name)
    .sort();
  for (const file of files) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      log(`skipped ${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const paper = isObject(value) ? value.paper : undefined;
    const repositories = isObject(value) ? (value.repositories ?? []) : undefined;
    if (!isObject(paper) || typeof paper.id !== 'string' || paper.id === '' || !Array.isArray(repositories)) {
      log(`skipped ${file}: not { "paper": { "id": … }, "repositories": [ … ] }`);
      continue;
    }
    const earlier = papers.get(paper.id);
    if (earlier) {
      log(`skipped ${file}: paper ${paper.id} is already served from ${earlier.file}`);
      continue;
    }
    papers.set(paper.id, { file, paper: paper as SecondFixture['paper'], repositories });
  }
  return { dir, papers };
}

/** An arXiv id as compared here: trimmed, lower-case, without a version. */
const arxivKey = (id: unknown) => (typeof id === 'string' ? id.trim().toLowerCase().replace(/v\d+$/, '') : null);

/** One page, as the site sends it: everything on the first page, so no next page. */
const page = (results: unknown[]): SecondReply => ({ status: 200, body: { count: results.length, next: null, previous: null, results } });
const notFound: SecondReply = { status: 404, body: { detail: 'Not found.' } };

/**
 * The answer to a path under `/api/v1/` (its decoded segments after `v1`) and the query string.
 * `papers/?arxiv_id=` lists the papers with that id (version and case aside), `papers/` all of them,
 * `papers/{id}/` one, `papers/{id}/repositories/` its repositories; anything else is 404.
 * @example routeSecond(index, ['papers'], 'arxiv_id=2607.21653').status // 200
 */
export function routeSecond(index: SecondIndex, segments: readonly string[], query: string): SecondReply {
  const [head, id, tail, ...rest] = segments;
  if (head !== 'papers' || rest.length > 0) return notFound;
  const fixture = id === undefined ? undefined : index.papers.get(id);
  if (id === undefined) {
    const all = [...index.papers.values()];
    const wanted = new URLSearchParams(query).get('arxiv_id');
    const papers = wanted === null ? all : all.filter((f) => arxivKey(f.paper.arxiv_id) === arxivKey(wanted));
    return page(papers.map((f) => f.paper));
  }
  if (!fixture) return notFound;
  if (tail === undefined) return { status: 200, body: fixture.paper };
  return tail === 'repositories' ? page(fixture.repositories) : notFound;
}
