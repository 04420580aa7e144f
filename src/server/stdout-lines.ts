/**
 * Log lines for stdout, gathered and written once per turn of the event loop: stdout is written
 * synchronously on Linux, so a line a request was a system call a request (~8 % of a small GET's CPU
 * under load). Invariants: lines keep their order, and whatever is pending is written before the
 * process exits (an uncaught error or process.exit included).
 */

/** A burst larger than this is written at once rather than held for the end of the turn. */
const MAX_PENDING_CHARS = 64 * 1024;

let pending = '';
let isScheduled = false;
let isHooked = false;

function flush(): void {
  isScheduled = false;
  if (pending === '') return;
  const chunk = pending;
  pending = '';
  process.stdout.write(chunk);
}

export function writeStdoutLine(line: string): void {
  if (!isHooked) {
    isHooked = true;
    process.once('exit', flush);
  }
  pending += `${line}\n`;
  if (pending.length >= MAX_PENDING_CHARS) flush();
  else if (!isScheduled) {
    isScheduled = true;
    setImmediate(flush);
  }
}
