import { describe, expect, it } from 'vitest';
import { definePages, pageFileOf, pageNamesOf, routesOf, signIn } from './remote-pages';

const remote = definePages({
  load: () => Promise.reject(new Error('not in this test')),
  pages: [
    { path: '/app', page: 'FeedPage' },
    { path: '/app/chat', page: 'ComingSoonPage', auth: signIn('💬', 'Sign up/login to chat') },
    { path: '/app/org/create', page: 'ComingSoonPage', auth: signIn() },
  ],
});

describe('remote pages', () => {
  it('derive the routes in the release-manifest format', () => {
    expect(routesOf(remote)).toEqual([
      { path: '/app', page: './FeedPage' },
      {
        path: '/app/chat',
        page: './ComingSoonPage',
        auth: {
          required: true,
          prompt: { emoji: '💬', text: 'Sign up/login to chat' },
          requiresFullLogin: true,
        },
      },
      {
        path: '/app/org/create',
        page: './ComingSoonPage',
        auth: { required: true, requiresFullLogin: true },
      },
    ]);
  });

  it('name each page module once, and its kebab-case file', () => {
    expect(pageNamesOf(remote)).toEqual(['FeedPage', 'ComingSoonPage']);
    expect(pageFileOf('ConfirmInstagramPage')).toBe('confirm-instagram-page');
    expect(pageFileOf('./PassListPage')).toBe('pass-list-page');
    expect(() => pageFileOf('feed-page')).toThrow('not a PascalCase name');
  });
});
