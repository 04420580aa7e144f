import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICES, isPublicAddress, isPushServiceEndpoint } from './push-endpoints.ts';

describe('push endpoints', () => {
  it('takes the endpoints the browsers’ push services give', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dX1:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD',
    ]) {
      expect(isPushServiceEndpoint(endpoint, DEFAULT_PUSH_SERVICES), endpoint).toBe(true);
    }
  });

  it('refuses any other host, plain http, credentials and what is not a URL', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com.attacker.test/send',
      'https://attackerfcm.googleapis.com/send',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'fcm.googleapis.com/fcm/send/x',
    ]) {
      expect(isPushServiceEndpoint(endpoint, DEFAULT_PUSH_SERVICES), endpoint).toBe(false);
    }
  });

  it('counts only public unicast addresses as public', () => {
    for (const address of ['8.8.8.8', '142.250.74.42', '2001:4860:4860::8888']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
