// @vitest-environment node
// Reading a trace: the page's tasks, the CPU samples in our script, and the task our mark fell in.
import { describe, expect, it } from 'vitest';
import { cpuSamples } from '../../../scripts/bench/cpu-samples';
import type { TraceEvent } from '../../../scripts/bench/trace';
import { analyzeLoad, topLevelTasks } from '../../../scripts/bench/trace-analysis';

const PID = 10;
const OURS = 'chrome-extension://abc/content-scripts/arxiv-lists.js';
const task = (ts: number, dur: number, name = 'RunTask', tid = PID): TraceEvent => ({ name, ph: 'X', ts, dur, pid: PID, tid, cat: 'toplevel' });
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'I', ts, pid: PID, tid: PID, cat: 'blink.user_timing' });

/** A profile of three nodes: root, the page's function, and ours (called from root); samples every 100 µs. */
function profile(start: number, stack: (0 | 1 | 2)[]): TraceEvent[] {
  const nodes = [
    { id: 1, callFrame: { url: '' } },
    { id: 2, parent: 1, callFrame: { url: 'https://arxiv.org/list/cs.LG/pastweek' } },
    { id: 3, parent: 1, callFrame: { url: OURS } },
    { id: 4, parent: 3, callFrame: { url: '' } }, // a native callee of ours: still ours
  ];
  const ids = stack.map((s) => [1, 2, 4][s]!);
  return [
    { name: 'Profile', ph: 'P', ts: start, pid: PID, tid: PID, id: '0x1', args: { data: { startTime: start } } },
    {
      name: 'ProfileChunk',
      ph: 'P',
      ts: start,
      pid: PID,
      tid: 99,
      id: '0x1',
      args: { data: { cpuProfile: { nodes, samples: ids }, timeDeltas: ids.map(() => 100) } },
    },
  ];
}

describe('topLevelTasks', () => {
  it('keeps outermost tasks of the one thread, in order', () => {
    const events = [task(500, 100), task(0, 300), task(50, 100), task(0, 10, 'RunTask', 11)];
    expect(topLevelTasks(events, PID, PID)).toEqual([
      { ts: 0, dur: 300, cpu: 300 },
      { ts: 500, dur: 100, cpu: 100 },
    ]);
  });

  it("falls back to the scheduler's task events when DevTools' RunTask is not in the trace", () => {
    const events = [task(0, 40, 'ThreadControllerImpl::RunTask')];
    expect(topLevelTasks(events, PID, PID)).toEqual([{ ts: 0, dur: 40, cpu: 40 }]);
  });

  it("takes a task's CPU time from its thread duration, its wall time where the trace gives none", () => {
    const events = [{ ...task(0, 300), tdur: 120 }, task(500, 100), { ...task(700, 50), tdur: 0 }];
    expect(topLevelTasks(events, PID, PID).map((t) => t.cpu)).toEqual([120, 100, 0]);
  });
});

describe('cpuSamples', () => {
  it('gives each sample its time, a length up to the next, and the URLs on its stack', () => {
    const samples = cpuSamples(profile(1000, [0, 2, 1]), PID, PID);
    expect(samples.map((s) => s.ts)).toEqual([1100, 1200, 1300]);
    expect(samples.map((s) => s.dur)).toEqual([100, 100, 100]);
    expect(samples[1]!.urls).toEqual([OURS]);
    expect(samples[2]!.urls).toEqual(['https://arxiv.org/list/cs.LG/pastweek']);
  });

  it('does not charge a long pause in sampling to the stack before it', () => {
    const events = profile(0, [2, 2]);
    (events[1]!.args!.data as { timeDeltas: number[] }).timeDeltas = [100, 100, 100, 5000, 100];
    (events[1]!.args!.data as { cpuProfile: { samples: number[] } }).cpuProfile.samples = [4, 4, 4, 4, 4];
    expect(cpuSamples(events, PID, PID)[2]!.dur).toBe(400);
  });
});

describe('analyzeLoad', () => {
  // Task A (0–2 ms) is the page's; task B (3–8 ms) runs our scan and holds the mark; task C lays out,
  // on the CPU for 12 of its 30 ms.
  const events: TraceEvent[] = [
    mark('pcl-bench:dcl', 100),
    task(0, 2000),
    task(3000, 5000),
    mark('pcl-bench:first-badge', 7900),
    { ...task(9000, 30_000), tdur: 12_000 },
    { name: 'Layout', ph: 'X', ts: 9100, dur: 20_000, pid: PID, tid: PID },
    { name: 'PrePaint', ph: 'X', ts: 29_200, dur: 5000, pid: PID, tid: PID },
    { name: 'IntersectionObserverController::computeIntersections', ph: 'X', ts: 35_000, dur: 2000, pid: PID, tid: PID },
    // Our IntersectionObserver callback at the end of that frame: the frame is still not our task.
    { name: 'FunctionCall', ph: 'X', ts: 37_500, dur: 300, pid: PID, tid: PID, args: { data: { url: OURS } } },
    { name: 'EvaluateScript', ph: 'X', ts: 40_000, dur: 1000, pid: PID, tid: PID, args: { data: { url: OURS } } },
    task(40_000, 1500),
    // Samples from 3.0 ms: 10 of ours (3.1–4.0 ms), then the page's.
    ...profile(3000, [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1]),
  ];
  const result = analyzeLoad(events, { threadMark: 'pcl-bench:dcl', taskMark: 'pcl-bench:first-badge', scriptPrefix: 'chrome-extension://abc/' });

  it('sums and finds the longest of the main thread’s tasks', () => {
    expect(result.mainThreadMs).toBeCloseTo(38.5);
    expect(result.mainThreadCpuMs).toBeCloseTo(20.5);
    expect(result.longestTaskMs).toBe(30);
  });

  it('counts our samples, and only ours, inside the marked task', () => {
    expect(result.ourJsMs).toBeCloseTo(1);
    expect(result.markedTaskOurMs).toBeCloseTo(1);
    expect(result.markedTaskMs).toBe(5);
  });

  it('takes a task with our samples or our script’s events as ours, but not a frame our callback ran at the end of', () => {
    expect(result.ourLongestTaskMs).toBe(5);
  });

  it('finds the frames after the mark, and the IntersectionObserver work in them', () => {
    expect(result.firstRenderAfterMarkMs).toBe(30);
    expect(result.firstRenderAfterMarkCpuMs).toBe(12);
    expect(result.longestRenderAfterMarkMs).toBe(30);
    expect(result.intersectionPerFrameMs).toBe(2);
  });

  it('lays at our door our tasks and the frames until the one after our last task, on the CPU', () => {
    // B (5 ms) and the task with our script (1.5 ms), and frame C's 12 ms of CPU, before our last task.
    expect(result.attributedCpuMs).toBeCloseTo(18.5);
    // A later frame: the first one after our last task draws what it inserted; the one after that is the page's.
    const later = [...events, { ...task(50_000, 4000), tdur: 3000 }, { name: 'Paint', ph: 'X', ts: 50_100, dur: 100, pid: PID, tid: PID }];
    const more = [...later, { ...task(60_000, 4000), tdur: 2000 }, { name: 'Paint', ph: 'X', ts: 60_100, dur: 100, pid: PID, tid: PID }];
    const options = { threadMark: 'pcl-bench:dcl', taskMark: 'pcl-bench:first-badge', scriptPrefix: 'chrome-extension://abc/' };
    expect(analyzeLoad(later as TraceEvent[], options).attributedCpuMs).toBeCloseTo(21.5);
    expect(analyzeLoad(more as TraceEvent[], options).attributedCpuMs).toBeCloseTo(21.5);
    expect(analyzeLoad(events, { threadMark: 'pcl-bench:dcl', scriptPrefix: 'chrome-extension://abc/' }).attributedCpuMs).toBeNull();
  });

  it('without a script prefix (the page alone) has nothing of ours', () => {
    const alone = analyzeLoad(events, { threadMark: 'pcl-bench:dcl' });
    expect(alone).toMatchObject({ ourJsMs: 0, ourLongestTaskMs: null, markedTaskOurMs: null });
  });

  it('says so when the page never reached DOMContentLoaded', () => {
    expect(() => analyzeLoad([task(0, 1)], { threadMark: 'pcl-bench:dcl' })).toThrow(/no "pcl-bench:dcl" mark/);
  });
});
