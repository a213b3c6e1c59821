// Records a Chromium trace (tasks, script events, user timing marks, V8 CPU samples) around a step.
import type { Page } from 'playwright-core';

/** One Trace Event Format event, as much of it as the analysis reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time over `dur` (Chromium gives it on most complete events), µs. */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  id?: string;
  args?: Record<string, unknown>;
}

/**
 * `disabled-by-default-devtools.timeline` gives the tasks as DevTools counts them (with the microtask
 * checkpoint that follows each), `devtools.timeline` the script evaluations and calls with their URLs
 * (and style and layout), `blink.user_timing` our marks, and the V8 CPU profiler
 * (high resolution: a sample every few hundred µs) which code ran inside a task, microtasks included:
 * a content script's `await` continuations run as microtasks that carry no URL of their own.
 */
const CATEGORIES = [
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'devtools.timeline',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
];

function isEvent(value: unknown): value is TraceEvent {
  const e = value as Partial<TraceEvent> | null;
  return typeof e === 'object' && e !== null && typeof e.name === 'string' && typeof e.ts === 'number' && typeof e.pid === 'number';
}

/**
 * Traces the whole browser while `step` runs (the CDP session is the page's, but Tracing covers every
 * process, so a renderer swapped in by the navigation is traced too).
 * @example const events = await traceDuring(page, () => page.goto(url).then(() => settle()))
 */
export async function traceDuring(page: Page, step: () => Promise<unknown>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value) if (isEvent(event)) events.push(event);
  });
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  try {
    await step();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach().catch(() => undefined);
  }
  return events;
}
