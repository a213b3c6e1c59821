// The relative-time formatter is made at its first use, not as the module loads: making one loads the
// browser's locale data, which every arXiv abstract page paid for as our script started.
import { expect, test, vi } from 'vitest';

test('no formatter is made as the module loads; the first "ago" makes one, and later ones reuse it', async () => {
  const Real = Intl.RelativeTimeFormat;
  // Intl's constructors are writable properties; TypeScript's lib marks them read-only.
  const intl = Intl as { RelativeTimeFormat: typeof Real };
  let made = 0;
  intl.RelativeTimeFormat = class Counted extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      made += 1;
    }
  };
  try {
    vi.resetModules();
    const { howLongAgo } = await import('../../../lib/record/github-state-time');
    expect(made).toBe(0);
    expect(howLongAgo(0, 5 * 60_000)).toBe('5 minutes ago');
    expect(howLongAgo(0, 2 * 3_600_000)).toBe('2 hours ago');
    // Re-imported here, the module's constants run under this test too: the units and the words it made.
    expect(howLongAgo(0, 25 * 3_600_000)).toBe('yesterday');
    expect(howLongAgo(0, 45 * 86_400_000)).toBe('last month');
    expect(howLongAgo(0, 400 * 86_400_000)).toBe('last year');
    expect(made).toBe(1);
  } finally {
    intl.RelativeTimeFormat = Real;
  }
});
