// @vitest-environment node
// The fixture records: the real one unchanged, the made-up ones consistent and marked as fixtures.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, fixture } from './helpers';

const REAL = 'arxiv-2607.21653.json';
/** sha256 of the record as the site published it (/work/shared/records in the project's workspace). */
const REAL_SHA256 = 'bae25198b04be16c7bbb26992d482feaf7ad7af9f1b588215d5dcdb7d0b969c9';
const MADE_UP = ['arxiv-2607.00001.json', 'arxiv-2607.00003.json', 'arxiv-hep-th-9901001.json'];

const countStatuses = (samples: { status: string }[]) =>
  samples.reduce<Record<string, number>>((n, s) => {
    n[s.status] = (n[s.status] ?? 0) + 1;
    return n;
  }, {});

describe('fixture records', () => {
  it('keeps the real record byte for byte', () => {
    const bytes = readFileSync(join(FIXTURES, REAL));
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(REAL_SHA256);
  });

  it('holds exactly the real record and the made-up ones, and no record for 2607.00002 or 2607.00500', () => {
    const files = readdirSync(FIXTURES)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(files).toEqual([...MADE_UP, REAL].sort());
    expect(existsSync(join(FIXTURES, 'arxiv-2607.00002.json'))).toBe(false);
  });

  it('lists every file in the README', () => {
    const readme = readFileSync(join(FIXTURES, 'README.md'), 'utf8');
    for (const file of [REAL, ...MADE_UP]) expect(readme).toContain(`\`${file}\``);
  });

  it.each(MADE_UP)('%s is marked as a fixture, with consistent ids and the real about block', (file) => {
    const record = fixture(file);
    const id: string = record.arxiv_id;
    expect(file).toBe(`arxiv-${id.replace('/', '-')}.json`);
    expect(record.title).toMatch(/^Fixture: /);
    expect(record.url).toBe(`/paper/arxiv-${id.replace(/[./]/g, '-')}`);
    expect([record.url_abs, record.url_pdf]).toEqual([`https://arxiv.org/abs/${id}`, `https://arxiv.org/pdf/${id}`]);
    expect(record.syntology.syntology_url).toBe(`https://syntology.ai/paper/${id}`);
    expect(record.about).toEqual(fixture(REAL).about);
  });

  it('2607.00001 has archive material, a repo spelt two ways, an unknown status and a matching summary', () => {
    const record = fixture('arxiv-2607.00001.json');
    expect(record.code_links).toHaveLength(2);
    expect(record.code_links[0]).toMatchObject({
      repo_url: 'https://github.com/example-lab/fixture-official',
      is_official: true,
      mentioned_in_paper: true,
      framework: 'pytorch',
    });
    expect(record.code_links[1]).toMatchObject({ url: 'https://github.com/Someone/fixture-fork.git', is_official: false });
    expect(record.syntology.repos.map((r: { url: string }) => r.url)).toEqual(['https://github.com/Example-Lab/Fixture-Official/']);
    expect(record.tasks.map((t: unknown) => typeof t)).toEqual(['string', 'object']);
    expect(record.methods.length * record.datasets_introduced.length).toBeGreaterThan(0);
    expect(record.syntology.samples.map((s: { status: string }) => s.status)).toContain('timed_out');
    expect(record.syntology.summary).toEqual(countStatuses(record.syntology.samples));
    expect(record.syntology_extracted_results.entries).toHaveLength(2);
  });

  it('2607.00003 is the real record with only its samples section broken (and its ids changed)', () => {
    const broken = fixture('arxiv-2607.00003.json');
    const real = fixture(REAL);
    expect(broken.syntology.samples).toBe('oops');
    const strip = (r: Record<string, any>) => {
      const { arxiv_id, url, title, url_abs, url_pdf, ...rest } = r;
      const { samples, syntology_url, mcp, ...syntology } = rest.syntology;
      return { ...rest, syntology };
    };
    expect(strip(broken)).toEqual(strip(real));
    expect(real.syntology.summary).toEqual(countStatuses(real.syntology.samples));
  });

  it('hep-th/9901001 has one code link and no samples', () => {
    const record = fixture('arxiv-hep-th-9901001.json');
    expect(record.code_links).toHaveLength(1);
    expect(record.syntology.samples).toEqual([]);
    expect(record.syntology.summary).toEqual({});
  });
});
