import { describe, expect, it } from 'vitest';
import { createLogger, parseLogLevel } from './log.ts';

describe('logger', () => {
  it('writes one JSON line per entry at or above its level', () => {
    const lines: string[] = [];
    const log = createLogger('info', (line) => lines.push(line));
    log.debug('hidden');
    log.info('shown', { path: '/api/health' });
    log.error('also shown');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'info', msg: 'shown', path: '/api/health' });
  });

  it('is silent at LOG_LEVEL=silent and falls back to info for unknown levels', () => {
    const lines: string[] = [];
    const log = createLogger(parseLogLevel('SILENT'), (line) => lines.push(line));
    log.error('nothing');
    expect(lines).toEqual([]);
    expect(parseLogLevel('loud')).toBe('info');
    expect(parseLogLevel(undefined)).toBe('info');
  });
});
