// The V8 CPU samples of one thread, from a trace's Profile and ProfileChunk events, each with the script URLs on its stack.
import type { TraceEvent } from './trace';

export interface Sample {
  /** Trace clock, µs. */
  ts: number;
  /** Until the next sample (capped, so a pause in sampling is not charged to the last stack), µs. */
  dur: number;
  /** The distinct script URLs on the sample's stack, innermost first. */
  urls: string[];
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame?: { url?: string };
}

interface ChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** A pause longer than this many typical intervals means the sampler stopped, not that the stack ran on. */
const GAP_FACTOR = 4;

const median = (values: number[]): number => {
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};

/**
 * Samples of the profile(s) V8 recorded on thread `tid` of process `pid`, in time order.
 * @example cpuSamples(events, 3765, 3765).filter((s) => s.urls.some((u) => u.startsWith('chrome-extension://')))
 */
export function cpuSamples(events: readonly TraceEvent[], pid: number, tid: number): Sample[] {
  const starts = new Map<string, number>();
  for (const e of events) {
    const start = (e.args?.data as { startTime?: unknown } | undefined)?.startTime;
    if (e.name === 'Profile' && e.pid === pid && e.tid === tid && e.id && typeof start === 'number') starts.set(e.id, start);
  }
  const all: Sample[] = [];
  for (const [id, start] of starts) {
    const nodes = new Map<number, ProfileNode>();
    const ids: number[] = [];
    const deltas: number[] = [];
    for (const e of events) {
      if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== id) continue;
      const data = e.args?.data as ChunkData | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      ids.push(...(data?.cpuProfile?.samples ?? []));
      deltas.push(...(data?.timeDeltas ?? []));
    }
    const stacks = new Map<number, string[]>();
    const urlsOf = (nodeId: number): string[] => {
      const known = stacks.get(nodeId);
      if (known) return known;
      const node = nodes.get(nodeId);
      const outer = node?.parent === undefined ? [] : urlsOf(node.parent);
      const url = node?.callFrame?.url;
      const urls = url && !outer.includes(url) ? [url, ...outer] : outer;
      stacks.set(nodeId, urls);
      return urls;
    };
    const typical = median(deltas);
    let ts = start;
    const times = deltas.map((d) => (ts += d));
    ids.forEach((nodeId, i) => {
      const next = times[i + 1];
      const gap = next === undefined ? typical : next - times[i]!;
      all.push({ ts: times[i]!, dur: Math.min(gap, typical * GAP_FACTOR), urls: urlsOf(nodeId) });
    });
  }
  return all.sort((a, b) => a.ts - b.ts);
}
