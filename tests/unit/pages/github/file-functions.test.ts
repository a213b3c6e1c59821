import { describe, expect, it } from 'vitest';
import { findDefinitionLines } from '../../../../lib/pages/github/file-functions';
import { PAGES, parse, repoShell } from './corpus';

/** A server-rendered code view page showing `lines`, with or without its textarea. */
function codePage(lines: string[], { textarea = false } = {}): Document {
  const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const area = textarea ? `<textarea id="read-only-cursor-text-area">${escapeHtml(lines.join('\n'))}</textarea>` : '';
  const cells = lines
    .map(
      (line, i) =>
        `<div id="LC${i + 1}" class="react-code-text react-code-line-contents-no-virtualization react-file-line html-div" data-line-number="${i + 1}">${escapeHtml(line) || '\n'}</div>`,
    )
    .join('');
  return parse(repoShell(`${area}<div class="react-code-file-contents"><div class="react-no-virtualization-wrapper-lines">${cells}</div></div>`));
}
const lineOf = (doc: Document, name: string): number | null => findDefinitionLines(doc, [name])[name]?.line ?? null;

describe('findDefinitionLines on the saved file page', () => {
  it('finds each function the file defines, with its #L link', () => {
    expect(findDefinitionLines(PAGES.blob(), ['agg_loss', 'masked_sum', 'register_policy_loss'])).toEqual({
      agg_loss: { line: 27, href: '#L27' },
      masked_sum: { line: 22, href: '#L22' },
      register_policy_loss: { line: 12, href: '#L12' },
    });
  });

  it.each([
    ['decorator', 15], // nested def
    ['vanilla_policy_loss', 37], // decorated
    ['PolicyLoss', 43], // a class
    ['__init__', 46], // a method
    ['warmup', 49], // async def method
    ['PolicyLoss.warmup', 49], // qualified method name
    ['agg_loss', 27], // called on lines 31, 33 and 40 too, defined once
    ['ppo_loss', null],
    ['agg', null], // a prefix of agg_loss
    ['loss', null],
    ['torch', null], // imported, not defined
    ['', null],
    ['agg_loss(', null],
  ] as const)('%s -> line %s', (name, line) => {
    expect(lineOf(PAGES.blob(), name)).toBe(line);
  });

  it.each(['root', 'issues', 'not-github'] as const)('defines nothing on %s', (page) => {
    expect(findDefinitionLines(PAGES[page](), ['agg_loss', 'masked_sum'])).toEqual({ agg_loss: null, masked_sum: null });
  });
});

describe('findDefinitionLines reads every code view', () => {
  it('reads hydrated lines whose text is in data-code-text', () => {
    expect(findDefinitionLines(PAGES['hydrated-blob'](), ['agg_loss'])).toEqual({ agg_loss: { line: 3, href: '#L3' } });
  });

  it('reads the pre-2023 blob table', () => {
    expect(lineOf(PAGES['legacy-blob'](), 'Serve')).toBe(3);
  });

  it('reads the textarea, which holds lines a virtualised list has not drawn', () => {
    const doc = parse(
      repoShell(
        `<textarea id="read-only-cursor-text-area">${'\n'.repeat(499)}def far_away():\n    pass</textarea><div class="react-code-lines"><div id="LC1" class="react-file-line">x = 1</div></div>`,
      ),
    );
    expect(lineOf(doc, 'far_away')).toBe(500);
  });

  it('reads the 2023-2025 payload’s blob.rawLines', () => {
    expect(lineOf(PAGES['react-code-view-2025'](), 'legacy_fn')).toBe(3);
  });

  it('falls back to the payload’s raw lines', () => {
    const payload = { payload: { 'codeViewBlobLayoutRoute.StyledBlob': { rawLines: ['package main', '', 'func main() {', '}'] } } };
    const doc = parse(repoShell(`<script type="application/json" data-target="react-app.embeddedData">${JSON.stringify(payload)}</script>`));
    expect(lineOf(doc, 'main')).toBe(3);
  });
});

describe('findDefinitionLines knows the common languages', () => {
  it.each([
    ['Python', 'def agg_loss(x, y):'],
    ['Python async', '    async def agg_loss(self):'],
    ['Python generic', 'def agg_loss[T](x: T) -> T:'],
    ['Ruby', '  def self.agg_loss'],
    ['JavaScript function', 'export function agg_loss(a, b) {'],
    ['JavaScript generator', 'function* agg_loss() {'],
    ['TypeScript generic', 'export async function agg_loss<T>(a: T): Promise<T> {'],
    ['arrow const', 'export const agg_loss = (a, b) => a + b;'],
    ['typed const', 'const agg_loss: Loss = makeLoss();'],
    ['assigned function', 'module.exports.agg_loss = function (a) {'],
    ['class method', '  async agg_loss(a: number): Promise<number> {'],
    ['object method', '  agg_loss: function (a) {'],
    ['Lua', 'function M.agg_loss(a)'],
    ['PHP', '    public static function agg_loss($a) {'],
    ['Rust', 'pub(crate) fn agg_loss<T: Into<f32>>(x: T) -> f32 {'],
    ['Go', 'func agg_loss(x []float64) float64 {'],
    ['Go method', 'func (l *Loss) agg_loss(x float64) float64 {'],
    ['Swift', 'func agg_loss<T>(_ x: T) -> T {'],
    ['Kotlin', 'fun <T> agg_loss(x: T): T {'],
    ['R', 'agg_loss <- function(x) {'],
    ['C', 'static float agg_loss(const float *x, size_t n)'],
    ['Java', '    public static double agg_loss(double[] x) throws IOException {'],
    ['C++', 'std::vector<float> agg_loss(const Tensor& t) const {'],
  ])('%s: %s', (_, line) => {
    expect(lineOf(codePage(['// made up', line]), 'agg_loss')).toBe(2);
  });

  it.each([
    ['a Python call', '    return agg_loss(x, mask)'],
    ['an assignment from a call', 'loss = agg_loss(x)'],
    ['an awaited call', '  await agg_loss(x);'],
    ['a C call statement', '  total += agg_loss(x, n);'],
    ['a longer name', 'def agg_loss_v2(x):'],
    ['a method of that name called', 'self.agg_loss(x)'],
    ['a comparison', 'if agg_loss == other:'],
    ['a JS call with a callback', 'agg_loss(x, () => {'],
  ])('not %s: %s', (_, line) => {
    expect(lineOf(codePage(['// made up', line]), 'agg_loss')).toBeNull();
  });

  it('takes the first definition when there are several', () => {
    expect(lineOf(codePage(['def f():', '    pass', 'def f():', '    pass'], { textarea: true }), 'f')).toBe(1);
  });

  it('keeps odd names as keys and never throws', () => {
    expect(findDefinitionLines(PAGES.blob(), ['__proto__', 'a.b(c', 'constructor'])).toEqual(
      Object.fromEntries([
        ['__proto__', null],
        ['a.b(c', null],
        ['constructor', null],
      ]),
    );
    expect(findDefinitionLines({} as Document, ['agg_loss'])).toEqual({ agg_loss: null });
    expect(findDefinitionLines(PAGES.blob(), 'agg_loss' as unknown as string[])).toEqual({});
  });
});

describe('findDefinitionLines on hostile lines', () => {
  /** A quadratic pattern takes seconds on these; a linear search, a few milliseconds. */
  const BOUND_MS = 200;
  const timedLineOf = (lines: string[], name: string) => {
    const doc = codePage(lines, { textarea: true });
    const started = performance.now();
    const line = lineOf(doc, name);
    return { line, ms: performance.now() - started };
  };

  it.each([
    ['20,000 spaces after a typed signature', `agg_loss(): ${' '.repeat(20_000)}`],
    ['20,000 spaces then a letter', `agg_loss(): ${' '.repeat(20_000)}x`],
    ['a C-like call and 20,000 spaces', `int agg_loss() ${' '.repeat(20_000)}x`],
    ['100,000 characters of one long line', `def agg_loss${'('.repeat(100_000)}`],
  ])('answers within the bound on %s', (_what, hostile) => {
    const { line, ms } = timedLineOf(['x = 1', hostile, 'def agg_loss(a):'], 'agg_loss');
    expect(ms).toBeLessThan(BOUND_MS);
    expect(line).toBe(3);
  });

  it.each([
    ['a C signature that ends in `throws` and spaces', `static float agg_loss(x) const throws ${' \t'.repeat(180)}:`],
    ['a method signature, spaces and no brace', `  async agg_loss(a): ${' '.repeat(370)}:`],
  ])('answers within the bound on 50 lines of %s', (_what, hostile) => {
    expect(hostile.length).toBeLessThanOrEqual(400);
    const { line, ms } = timedLineOf(['x = 1', ...Array(50).fill(hostile), 'def agg_loss(a):'], 'agg_loss');
    expect(ms).toBeLessThan(BOUND_MS);
    expect(line).toBe(52);
  });

  it.each([
    ['def agg_loss(a):     '],
    ['  async agg_loss(a: number) {   '],
    ['int agg_loss(int a) {\t '],
    ['public void agg_loss(int a) throws IOException   '],
  ])('still finds a declaration with trailing spaces: %j', (declaration) => {
    expect(timedLineOf(['x = 1', declaration], 'agg_loss').line).toBe(2);
  });
});
