import { describe, expect, it } from 'vitest';
import { adminPath, notificationOf } from '../client/admin/sw/push';

/** A push message's data as the service worker's event gives it. */
const data = (value: unknown) => ({ json: () => value });

describe('what a push notification shows and opens (client/admin/sw/push.ts)', () => {
  it('shows the title, body and tag the Worker sent, with the app icon, and opens its admin page', () => {
    const shown = notificationOf(
      data({ title: 'New request: Ana', body: 'Driveway, Beaumont', tag: 'lead-7', url: '/admin/leads/7' }),
      '/i.png',
    );
    expect(shown).toEqual({
      title: 'New request: Ana',
      options: { body: 'Driveway, Beaumont', tag: 'lead-7', icon: '/i.png', data: { url: '/admin/leads/7' } },
    });
  });

  it('shows the generic notification for a message that is not JSON, or has none', () => {
    const broken = { json: () => JSON.parse('not json') };
    for (const message of [broken, null, data({ title: 42, body: ['x'] })]) {
      const { title, options } = notificationOf(message, undefined);
      expect(title).toBe('New request');
      expect(options.body).toBe('');
      expect((options.data as { url: string }).url).toBe('/admin/leads');
    }
  });

  it('never opens a page outside the admin: another origin, a protocol-relative URL or a public page go to the leads', () => {
    expect(adminPath('/admin/projects/3')).toBe('/admin/projects/3');
    for (const url of ['https://evil.example/admin/', '//evil.example/admin/', '/contact', '/administrator', 7, undefined])
      expect(adminPath(url)).toBe('/admin/leads');
  });
});
