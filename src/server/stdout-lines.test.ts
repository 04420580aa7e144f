import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOG_MODULE = fileURLToPath(new URL('./log.ts', import.meta.url));

function runLogging(script: string): string[] {
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return child.stdout.split('\n').filter((line) => line !== '');
}

describe('log lines on stdout', () => {
  it('writes every line, in order, even when the process exits in the same turn', () => {
    const lines = runLogging(`
      const { createLogger } = await import(${JSON.stringify(LOG_MODULE)});
      const log = createLogger('info');
      for (let n = 0; n < 3; n += 1) log.info('line', { n });
      process.exit(0);
    `);
    expect(lines.map((line) => JSON.parse(line).n)).toEqual([0, 1, 2]);
  });

  it('writes the lines before an uncaught error ends the process', () => {
    const lines = runLogging(`
      const { createLogger } = await import(${JSON.stringify(LOG_MODULE)});
      createLogger('info').info('before the crash');
      throw new Error('crash');
    `);
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['before the crash']);
  });
});
