// Reads a V8 .cpuprofile (`node --cpu-prof`, or BENCH_CPU_PROF=dir npm run bench -- api) and prints
// where the time goes: top functions by self time, and self time summed per package or source file.
// Usage: node --import tsx tests/bench/cpu-profile-top.ts file.cpuprofile [top=25]
import { readFileSync } from 'node:fs';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

function selfTimes(profile: Profile): Map<number, number> {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return byNode;
}

/** node_modules/<package> or the project path of the file; V8's own entries keep their name. */
function ownerOf(frame: CallFrame): string {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const inModules = frame.url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules?.[1]) return inModules[1];
  if (frame.url.startsWith('node:')) return frame.url;
  return frame.url.replace(/^file:\/\/.*?\/(src|tests)\//, '$1/');
}

function printTop(title: string, totals: Map<string, number>, all: number, top: number) {
  console.log(`\n${title}`);
  const sorted = [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, micros] of sorted) {
    console.log(
      `${((micros / all) * 100).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
    );
  }
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-top.ts file.cpuprofile [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 25);
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byFunction = new Map<string, number>();
const byOwner = new Map<string, number>();
let all = 0;
for (const [id, micros] of selfTimes(profile)) {
  const frame = nodes.get(id)?.callFrame;
  if (!frame) continue;
  all += micros;
  const name = `${frame.functionName || '(anonymous)'} ${ownerOf(frame)}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byOwner.set(ownerOf(frame), (byOwner.get(ownerOf(frame)) ?? 0) + micros);
}
printTop('self time by function', byFunction, all, top);
printTop('self time by package or file', byOwner, all, top);
