import { describe, expect, it } from 'vitest';
import { paperOfTab, badgeFor } from '../../../lib/background/toolbar-badge';
import { derivePaperView } from '../../../lib/record/derive-view';
import { badgeSummary } from '../../../lib/record/badge-summary';
import { readPaperRecord } from '../../../lib/record/read-record';
import type { PaperLookup } from '../../../lib/record/view-types';
import { loadRecord, REAL_RECORD } from '../../support/records';

function found(file: string): PaperLookup {
  const raw = loadRecord(file);
  return { status: 'found', view: derivePaperView(readPaperRecord(raw)!, raw.arxiv_id, 'https://x.example'), fetchedAt: 0, stale: false, problem: null };
}

describe('badgeSummary', () => {
  it('counts repositories and runs of the real record', () => {
    const raw = loadRecord(REAL_RECORD);
    const ran = raw.syntology.samples.filter((s: { status: string }) => s.status === 'ran').length;
    const summary = badgeSummary(found(REAL_RECORD));
    expect(summary.text).toBe(`1 repo · ${ran}/${raw.syntology.samples.length} ran`);
    expect(summary.label).toContain(`${ran} of ${raw.syntology.samples.length} harvested functions ran`);
    expect(summary.tone).toBe('code');
  });

  it('marks an official repository and counts merged repositories once', () => {
    const summary = badgeSummary(found('arxiv-2607.00001.json'));
    expect(summary.text).toMatch(/^2 repos ★ · \d+\/\d+ ran$/);
  });

  it.each<[PaperLookup, string, string]>([
    [{ status: 'none', arxivId: '2607.00002' }, 'no record', 'empty'],
    [{ status: 'unreachable', problem: 'the record source answered 500' }, '?', 'problem'],
    [{ status: 'unreadable', problem: 'the answer is not JSON' }, '?', 'problem'],
  ])('%o reads %s', (lookup, text, tone) => {
    expect(badgeSummary(lookup)).toMatchObject({ text, tone });
  });
});

describe('the toolbar badge', () => {
  it.each([
    ['https://arxiv.org/abs/2607.21653v2', '2607.21653'],
    ['https://arxiv.org/pdf/2607.21653', '2607.21653'],
    ['https://arxiv.org/pdf/hep-th/9901001v1.pdf', 'hep-th/9901001'],
    ['https://arxiv.org/html/2607.21653v1/#S2', '2607.21653'],
    ['https://export.arxiv.org/abs/2607.21653', '2607.21653'],
    ['https://arxiv.org/list/cs.LG/new', null],
    ['https://arxiv.org/format/2607.21653', null],
    ['https://example.com/abs/2607.21653', null],
    [undefined, null],
  ])('%s is about %s', (url, expected) => {
    expect(paperOfTab(url)).toBe(expected);
  });

  it('shows the number of repositories, or a neutral mark', () => {
    expect(badgeFor(found(REAL_RECORD)).text).toBe(String(loadRecord(REAL_RECORD).syntology.repos.length));
    expect(badgeFor({ status: 'none', arxivId: 'x' }).text).toBe('–');
    expect(badgeFor({ status: 'unreachable', problem: 'down' })).toMatchObject({ text: '!', title: 'Paper Code Lens: down' });
  });
});
