/**
 * Runs work once the answer has left: after the Node response closes (sent, or the client went away),
 * so nothing the work does (queries, mail, CPU) can shape the answer's content or its timing.
 * Errors are the caller's to log; the request is gone by then.
 */
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

export function afterAnswer(
  c: Context<AppEnv>,
  work: () => Promise<void>,
  onError: (error: unknown) => void,
): void {
  const run = () => {
    work().catch(onError);
  };
  // @hono/node-server passes { incoming, outgoing } as the env; app.request() in unit tests does not.
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && !outgoing.closed) outgoing.once('close', run);
  else setImmediate(run);
}
