// A stray bidirectional override in record text ends with its own element: the views put each record
// string in an element of its own (bidi-stylesheets.test.ts: and every element is isolated).
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FileStrip } from '../../../components/github/FileStrip';
import { lossFileItems } from './repo-views';

afterEach(cleanup);

const RLO = '\u202E';

describe('FileStrip with an override in a function name', () => {
  it('keeps the hostile name inside its own element, apart from the status and the paper after it', () => {
    const [first, ...rest] = lossFileItems();
    const hostile = { ...first!, sample: { ...first!.sample, entry: `evil${RLO}name` } };
    const { container } = render(<FileStrip items={[hostile, ...rest]} theme="light" />);
    const name = [...container.querySelectorAll('code')].find((el) => el.textContent?.includes(RLO));
    expect(name?.textContent).toBe(`evil${RLO}name`);
    // The element holding the override holds nothing else: what follows it is outside its isolate.
    expect(name?.childNodes).toHaveLength(1);
    expect(container.querySelector('section')?.className).toMatch(/\bpcl-panel\b/);
  });
});
