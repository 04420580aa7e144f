import { describe, expect, it } from 'vitest';
import { notificationOptions, readPushPayload } from './push.ts';

describe('a push in the worker', () => {
  it('shows the server’s text, one notification per id, opening the page it names', () => {
    const payload = readPushPayload(
      JSON.stringify({ id: 'n1', title: 'MindOffice', body: 'رسالة جديدة من أمل', target: '/chat/abc' }),
    );
    expect(payload).toEqual({
      id: 'n1',
      title: 'MindOffice',
      body: 'رسالة جديدة من أمل',
      target: '/chat/abc',
    });
    expect(notificationOptions(payload as NonNullable<typeof payload>)).toMatchObject({
      body: 'رسالة جديدة من أمل',
      tag: 'n1',
      renotify: true,
      data: { target: '/chat/abc' },
    });
  });

  it('never opens another site, and ignores what is not ours', () => {
    const elsewhere = readPushPayload(JSON.stringify({ id: 'n2', body: 'x', target: 'https://evil.test/' }));
    expect(elsewhere?.target).toBe('/notifications');
    expect(readPushPayload(JSON.stringify({ id: 'n3', body: 'x', target: '//evil.test/' }))?.target).toBe(
      '/notifications',
    );
    expect(readPushPayload(JSON.stringify({ id: 'n4', body: 'x', target: '//localhost/' }))?.target).toBe(
      '/notifications',
    );
    expect(readPushPayload('not json')).toBeUndefined();
    expect(readPushPayload(JSON.stringify({ hello: 1 }))).toBeUndefined();
    expect(readPushPayload(undefined)).toBeUndefined();
  });
});
