// Reads a trace of one page load: the page's main-thread tasks, and how much of them was the extension's code.
import { cpuSamples, type Sample } from './cpu-samples';
import type { TraceEvent } from './trace';

export interface Task {
  ts: number;
  dur: number;
  /** The thread's CPU time in the task (the event's `tdur`; its `dur` where the trace gives none), µs. */
  cpu: number;
}

export interface LoadFigures {
  /** Main-thread time spent in tasks (their union), wall clock, ms. */
  mainThreadMs: number;
  /**
   * The main thread's CPU time in those tasks, ms: what TaskDuration counts in `threadTicks`, as the
   * abstract page's figure is read (main-thread.ts). Wall time also counts the thread waiting for a
   * core while other processes run (on two cores: the record server on loopback, the service worker).
   */
  mainThreadCpuMs: number;
  longestTaskMs: number;
  /** CPU samples whose stack holds a frame of `scriptPrefix`, ms (JS and the DOM calls it makes). */
  ourJsMs: number;
  /**
   * The longest task holding our samples or an event carrying our script's URL, ms; null if none.
   * Rendering tasks are left out: our IntersectionObserver callbacks run at the end of a frame, after
   * its style, layout and paint, which would otherwise all count as ours.
   */
  ourLongestTaskMs: number | null;
  /** Our samples inside the task holding `taskMark`, ms; null when the mark is not in the trace. */
  markedTaskOurMs: number | null;
  markedTaskMs: number | null;
  /** The first rendering task after the marked one, ms: the page's style and layout of what we inserted. */
  firstRenderAfterMarkMs: number | null;
  /**
   * The same frame's main-thread CPU time, ms: its wall time also counts the thread waiting for a core,
   * which on two cores the record server and the service worker take while records load.
   */
  firstRenderAfterMarkCpuMs: number | null;
  /** The longest rendering task after the marked one, ms (frames after badges mount). */
  longestRenderAfterMarkMs: number | null;
  /** Median IntersectionObserver bookkeeping per rendering task after the marked one, ms (the page has none of its own). */
  intersectionPerFrameMs: number | null;
  /**
   * The main-thread CPU time the trace lays at our door, ms: every task running our code, and the
   * frames from the one that inserted our first badges until the frame after our last task (which
   * draws the last badges near the screen). Null when the mark is not in the trace.
   */
  attributedCpuMs: number | null;
}

/** Events only a frame's rendering has: a task with one of these is a rendering task. */
const FRAME_EVENTS = new Set(['PrePaint', 'Paint', 'Commit']);
const INTERSECTIONS = 'IntersectionObserverController::computeIntersections';

const ms = (us: number) => us / 1000;

/**
 * Outermost tasks of one thread, in time order. DevTools' `RunTask` is preferred: it spans the
 * microtask checkpoint after the task, where a content script's `await` continuations run, while
 * `ThreadControllerImpl::RunTask` (category toplevel, the fallback) ends before it.
 * @example topLevelTasks(events, mark.pid, mark.tid).reduce((ms, t) => ms + t.dur / 1000, 0)
 */
export function topLevelTasks(events: readonly TraceEvent[], pid: number, tid: number): Task[] {
  const name = events.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === name && typeof e.dur === 'number')
    .map((e) => ({ ts: e.ts, dur: e.dur!, cpu: e.tdur ?? e.dur! }))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outer: Task[] = [];
  for (const task of tasks) {
    const last = outer.at(-1);
    if (last && task.ts < last.ts + last.dur) continue;
    outer.push(task);
  }
  return outer;
}

const within = (task: Task, ts: number) => ts >= task.ts && ts < task.ts + task.dur;

/** Sample time that falls inside the task, so a sample straddling its end is not counted twice. */
function sampleTimeIn(task: Task, samples: readonly Sample[]): number {
  let sum = 0;
  for (const s of samples) {
    const start = Math.max(s.ts, task.ts);
    const end = Math.min(s.ts + s.dur, task.ts + task.dur);
    if (end > start) sum += end - start;
  }
  return sum;
}

const urlOf = (e: TraceEvent): string => {
  const data = e.args?.data as { url?: unknown } | undefined;
  const url = data?.url ?? e.args?.fileName;
  return typeof url === 'string' ? url : '';
};

/**
 * The figures of one load. The page's main thread is the one that logged `threadMark` (the probe marks
 * DOMContentLoaded); `scriptPrefix` (`chrome-extension://<id>/`) says which code is ours.
 * @example analyzeLoad(events, { threadMark: 'pcl-bench:dcl', taskMark: 'pcl-bench:first-badge', scriptPrefix: 'chrome-extension://abc/' })
 */
export function analyzeLoad(events: readonly TraceEvent[], options: { threadMark: string; taskMark?: string; scriptPrefix?: string }): LoadFigures {
  const anchor = events.find((e) => e.name === options.threadMark);
  if (!anchor) throw new Error(`the trace has no "${options.threadMark}" mark: the page never reached DOMContentLoaded`);
  const tasks = topLevelTasks(events, anchor.pid, anchor.tid);
  const prefix = options.scriptPrefix;
  const ours: Sample[] = prefix ? cpuSamples(events, anchor.pid, anchor.tid).filter((s) => s.urls.some((u) => u.startsWith(prefix))) : [];
  const ourEvents = prefix ? events.filter((e) => e.pid === anchor.pid && e.tid === anchor.tid && urlOf(e).startsWith(prefix)) : [];
  const onThread = events.filter((e) => e.pid === anchor.pid && e.tid === anchor.tid && e.ph === 'X');
  const frames = onThread.filter((e) => FRAME_EVENTS.has(e.name));
  const rendering = (t: Task) => frames.some((e) => within(t, e.ts));
  const ourTasks = tasks.filter((t) => !rendering(t) && (ourEvents.some((e) => within(t, e.ts)) || ours.some((s) => within(t, s.ts))));
  const mark = options.taskMark ? events.find((e) => e.name === options.taskMark && e.pid === anchor.pid) : undefined;
  const marked = mark ? tasks.find((t) => within(t, mark.ts)) : undefined;
  const end = marked ? marked.ts + marked.dur : Infinity;
  const renders = tasks.filter((t) => t.ts >= end && rendering(t));
  const intersections = onThread.filter((e) => e.name === INTERSECTIONS);
  const observer = renders
    .map((t) => intersections.filter((e) => within(t, e.ts)).reduce((sum, e) => sum + (e.dur ?? 0), 0))
    .filter((us) => us > 0)
    .sort((a, b) => a - b);
  const lastOurs = ourTasks.at(-1);
  const drawnFrom = lastOurs ? lastOurs.ts + lastOurs.dur : end;
  const drawing = [...renders.filter((t) => t.ts < drawnFrom), ...renders.filter((t) => t.ts >= drawnFrom).slice(0, 1)];
  const cpuOf = (list: readonly Task[]) => list.reduce((sum, t) => sum + t.cpu, 0);
  return {
    mainThreadMs: ms(tasks.reduce((sum, t) => sum + t.dur, 0)),
    mainThreadCpuMs: ms(tasks.reduce((sum, t) => sum + t.cpu, 0)),
    longestTaskMs: ms(Math.max(0, ...tasks.map((t) => t.dur))),
    ourJsMs: ms(ours.reduce((sum, s) => sum + s.dur, 0)),
    ourLongestTaskMs: ourTasks.length ? ms(Math.max(...ourTasks.map((t) => t.dur))) : null,
    markedTaskOurMs: marked ? ms(sampleTimeIn(marked, ours)) : null,
    markedTaskMs: marked ? ms(marked.dur) : null,
    firstRenderAfterMarkMs: marked && renders[0] ? ms(renders[0].dur) : null,
    firstRenderAfterMarkCpuMs: marked && renders[0] ? ms(renders[0].cpu) : null,
    longestRenderAfterMarkMs: marked && renders.length ? ms(Math.max(...renders.map((t) => t.dur))) : null,
    intersectionPerFrameMs: marked && observer.length ? ms(observer[Math.floor(observer.length / 2)]!) : null,
    attributedCpuMs: marked ? ms(cpuOf(ourTasks) + cpuOf(drawing)) : null,
  };
}
