import { describe, expect, it } from 'vitest';
import { clientAddressBehind } from './client-address.ts';

const SOCKET = '10.0.0.2';

describe('the client address behind trusted proxies', () => {
  it('is the socket peer with no proxy trusted, whatever the header says', () => {
    expect(clientAddressBehind(0, '198.51.100.9', SOCKET)).toBe(SOCKET);
  });

  it('is the address the one proxy appended, not the entries the client forged before it', () => {
    expect(clientAddressBehind(1, '198.51.100.9', SOCKET)).toBe('198.51.100.9');
    expect(clientAddressBehind(1, '203.0.113.7, 198.51.100.9', SOCKET)).toBe('198.51.100.9');
    expect(clientAddressBehind(1, '1.1.1.1,2.2.2.2 , 198.51.100.9', SOCKET)).toBe('198.51.100.9');
  });

  it('counts each trusted hop from the right', () => {
    // client forged 203.0.113.7; the edge proxy saw 198.51.100.9; the inner proxy saw the edge.
    expect(clientAddressBehind(2, '203.0.113.7, 198.51.100.9, 10.0.0.1', SOCKET)).toBe('198.51.100.9');
  });

  it('falls back to the socket when the header is missing or shorter than the chain', () => {
    expect(clientAddressBehind(1, undefined, SOCKET)).toBe(SOCKET);
    expect(clientAddressBehind(1, ' , ', SOCKET)).toBe(SOCKET);
    expect(clientAddressBehind(3, '198.51.100.9, 10.0.0.1', SOCKET)).toBe(SOCKET);
  });
});
