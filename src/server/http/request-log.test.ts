import { describe, expect, it } from 'vitest';
import { redactPath } from './request-log.ts';

describe('request log paths', () => {
  it('redacts link tokens but keeps routes and record ids readable', () => {
    const token = 'Jx3vQk2mY9-_aZ8rT1uW4pL0sN6cB5dE7fG2hK9qR3s';
    expect(redactPath(`/api/onboarding/create-password/${token}`)).toBe(
      '/api/onboarding/create-password/:redacted',
    );
    expect(redactPath(`/api/password/reset/${token}`)).toBe('/api/password/reset/:redacted');
    expect(redactPath('/api/patients/6f1c2f43-8a8e-4c0c-9a0f-2d3c1e5b7a90')).toBe(
      '/api/patients/6f1c2f43-8a8e-4c0c-9a0f-2d3c1e5b7a90',
    );
    expect(redactPath('/assets/index-BKjk2RTL.js')).toBe('/assets/index-BKjk2RTL.js');
  });
});
