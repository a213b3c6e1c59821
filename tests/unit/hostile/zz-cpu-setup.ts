import { afterEach, beforeEach } from 'vitest';
let start: NodeJS.CpuUsage;
beforeEach(() => { start = process.cpuUsage(); });
afterEach((ctx) => { const d = process.cpuUsage(start); console.log(`CPU ${((d.user + d.system) / 1e6).toFixed(1)}s ${ctx.task.name}`); });
