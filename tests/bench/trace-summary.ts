// Where a traced interval's main-thread time went, by Chromium's trace event names (style recalc,
// layout, script, compile, garbage collection…): the part of a CPU profile that shows only as
// "(program)". Reads the events of a CDP `Tracing` capture and sums the complete ('X') events of the
// renderer's main thread, each counted without its children (self time).

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: object;
};

/** Self milliseconds per event name on the busiest thread (the renderer's main thread), largest first. */
export function mainThreadSelfTimes(events: readonly TraceEvent[]): [string, number][] {
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const busiest = new Map<string, number>();
  for (const event of complete) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask') busiest.set(thread, (busiest.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busiest].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = complete
    .filter((event) => `${event.pid}:${event.tid}` === main)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  // A stack of open events: each event's time goes to it minus what its nested events took.
  const stack: { event: TraceEvent; childUs: number }[] = [];
  const close = (upToUs: number) => {
    while (stack.length > 0) {
      const top = stack.at(-1);
      if (!top || top.event.ts + (top.event.dur ?? 0) > upToUs) return;
      stack.pop();
      const own = (top.event.dur ?? 0) - top.childUs;
      self.set(top.event.name, (self.get(top.event.name) ?? 0) + own);
      const parent = stack.at(-1);
      if (parent) parent.childUs += top.event.dur ?? 0;
    }
  };
  for (const event of onMain) {
    close(event.ts);
    stack.push({ event, childUs: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return [...self].map(([name, us]): [string, number] => [name, us / 1000]).sort((a, b) => b[1] - a[1]);
}
