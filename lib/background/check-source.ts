// The options page's "Test": asks a candidate record source for the reference record and says,
// in plain words, what came back.
import { recordSlug } from '../ids/arxiv';
import type { SourceCheck } from '../messaging/protocol';
import type { RecordFetcher } from '../net/record-client';
import { readPaperRecord } from '../record/read-record';
import { safeHttpUrl } from '../util/safe-url';
import { trimSlashes } from '../util/trim-slashes';

/** The paper every record source is expected to have: the one real record this project ships. */
export const REFERENCE_PAPER = '2607.21653';

/**
 * @example await checkSource(client, 'https://codewithpapers.app') // { ok: true, message: '…' }
 */
export async function checkSource(client: RecordFetcher, base: string): Promise<SourceCheck> {
  const safe = safeHttpUrl(base);
  // The address starts with its scheme, so only its trailing slashes come off.
  const root = safe && trimSlashes(safe);
  if (!root) return { ok: false, message: 'That is not an http(s) address.' };
  const url = `${root}/paper/${recordSlug(REFERENCE_PAPER)}`;
  const outcome = await client.getJson(url);
  switch (outcome.kind) {
    case 'ok': {
      const record = readPaperRecord(outcome.body);
      if (record?.core.ok) return { ok: true, message: `It answered with a readable record of arXiv ${REFERENCE_PAPER}.` };
      return { ok: false, message: `It answered, but not with a paper record this extension can read.` };
    }
    case 'not-found':
      return { ok: false, message: `It answered 404 for ${url}: it has no record of arXiv ${REFERENCE_PAPER}, or does not speak the record contract.` };
    case 'bad-body':
      return { ok: false, message: `It answered, but ${outcome.problem}.` };
    case 'unreachable':
      return { ok: false, message: `It could not be used: ${outcome.problem}.` };
  }
}
