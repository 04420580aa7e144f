import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('TRUST_PROXY', () => {
  const trusted = (value: string | undefined) => readConfig({ TRUST_PROXY: value }).trustedProxies;

  it('is the number of proxies in front, 0 when unset', () => {
    expect(trusted(undefined)).toBe(0);
    expect(trusted('')).toBe(0);
    expect(trusted('0')).toBe(0);
    expect(trusted('2')).toBe(2);
  });

  it('reads true and false as one proxy and none (the earlier switch)', () => {
    expect(trusted('true')).toBe(1);
    expect(trusted('1')).toBe(1);
    expect(trusted('false')).toBe(0);
  });

  it('refuses what is not a small count, rather than trust the wrong address', () => {
    for (const value of ['yes', '-1', '1.5', '11']) {
      expect(() => trusted(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
