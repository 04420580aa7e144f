import { describe, expect, it } from 'vitest';
import { isNavigationDenied } from './navigation-denylist.ts';

describe('navigation denylist', () => {
  it('leaves API and WebSocket URLs to the network', () => {
    expect(isNavigationDenied('/api')).toBe(true);
    expect(isNavigationDenied('/api/common/refresh-token')).toBe(true);
    expect(isNavigationDenied('/api?lang_code=EN')).toBe(true);
    expect(isNavigationDenied('/ws')).toBe(true);
    expect(isNavigationDenied('/ws?token=abc')).toBe(true);
  });

  it('answers app routes that merely start with the same letters with the shell', () => {
    expect(isNavigationDenied('/dashboard')).toBe(false);
    expect(isNavigationDenied('/apiary')).toBe(false);
    expect(isNavigationDenied('/wsettings')).toBe(false);
    expect(isNavigationDenied('/patients/42?lang=ar')).toBe(false);
  });
});
