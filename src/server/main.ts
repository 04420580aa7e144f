/**
 * Entry point (`node --import tsx src/server/main.ts`): reads the environment, starts the server,
 * says where to open the app, and shuts down cleanly on Ctrl-C or SIGTERM (a second signal forces).
 */
import { readConfig } from './config.ts';
import { createLogger, errorFields } from './log.ts';
import { startServer } from './server.ts';
import { openUrl } from './startup-messages.ts';

const FORCE_EXIT_MIN_GAP_MS = 500;

async function main(): Promise<void> {
  const config = readConfig();
  const log = createLogger(config.logLevel);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, { logger: log });
  } catch (error) {
    log.error('server failed to start', errorFields(error));
    console.error(`Server failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // PUBLIC_URL is where the app is served when it is not this process (Vite under `npm run dev`).
  console.log(`Open ${config.publicUrl ?? openUrl(config.host, server.port)}`);

  let stoppingSince: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      // Ctrl-C reaches every process of the terminal's group and wrappers (tsx watch, npm run dev)
      // relay it again within milliseconds: only a deliberate second press forces the exit, because
      // exiting before PGlite is closed can leave its data directory inconsistent.
      if (Date.now() - stoppingSince < FORCE_EXIT_MIN_GAP_MS) return;
      console.log(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    console.log(`${signal} received: shutting down (press Ctrl-C again to force).`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error('shutdown failed', errorFields(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
