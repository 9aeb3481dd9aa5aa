import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { signInWithPhone } from '../support/sign-in';

const SCREENS = path.resolve(import.meta.dirname, '../../test-results/screens');
const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

const topBar = (page: Page) => page.getByRole('banner', { name: 'Main' });
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const backBar = (page: Page) => page.getByRole('navigation', { name: 'Back' });

test('a visitor: bottom bar at 375 px, top bar at 1280 px, footer links', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/app');
  await expect(page.locator('.event-card').first()).toBeVisible();
  const bottom = bottomBar(page);
  await expect(bottom).toBeVisible();
  await expect(topBar(page)).toBeHidden();
  for (const name of ['Home', 'Activity', 'Pass', 'Sign In']) {
    await expect(bottom.getByRole('link', { name })).toBeVisible();
  }
  await expect(bottom.getByRole('link', { name: 'Create event' })).toHaveAttribute(
    'href',
    '/app/create?type=simpleRsvp',
  );
  // No notifications endpoint for a visitor: no badge, and no made-up number.
  await expect(bottom.locator('.ui-badge')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/nav-visitor-375.png` });

  await page.setViewportSize(DESKTOP);
  const top = topBar(page);
  await expect(top).toBeVisible();
  await expect(bottom).toBeHidden();
  await expect(top.getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(top.getByRole('combobox', { name: 'Search' })).toBeVisible();
  await expect(top.getByRole('link', { name: 'Create Event' })).toBeVisible();
  await expect(top.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(top.getByRole('link', { name: 'Social' })).toHaveCount(0);
  await expect(top.getByRole('link', { name: 'Pass' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/nav-visitor-1280.png` });

  // The footer from an event page: under the feed, reaching the footer loads the next page of
  // events (infinite scroll), which can move the link while it is being clicked.
  await page.locator('.event-card a').first().click();
  await expect(page).toHaveURL(/\/app\/event\//);
  const footer = page.getByRole('navigation', { name: 'About' });
  for (const name of [
    'Get the app',
    'FAQ',
    'Privacy policy',
    'Terms of service',
    'Refund policy',
  ]) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeInViewport();
});

test('signed in: Social, Pass and the avatar; the bars hide where SPEC says', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/app/activity');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Nova Navbar' });
  await expect(page).toHaveURL(/\/app\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const top = topBar(page);
  await expect(top.getByRole('link', { name: 'Social' })).toBeVisible();
  await expect(top.getByRole('link', { name: 'Pass' })).toBeVisible();
  await expect(top.getByRole('link', { name: 'Your profile' })).toBeVisible();
  await expect(top.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/nav-signed-in-1280.png` });

  await page.setViewportSize(MOBILE);
  await expect(bottomBar(page).getByRole('link', { name: 'Your profile' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/nav-signed-in-375.png` });

  // SPEC §2: hidden on mobile on create, chat, dispute, host wallet, stripe-connect and org create.
  for (const hidden of [
    '/app/create?type=simpleRsvp',
    '/app/chat',
    '/app/dispute/d1',
    '/app/host/wallet',
    '/app/host/stripe-connect',
    '/app/org/create',
  ]) {
    await page.goto(hidden);
    // The page itself has rendered (not only the frame around it).
    await expect(page.locator('#main').getByRole('heading').first()).toBeVisible();
    await expect(bottomBar(page), `${hidden} hides the bottom bar`).toHaveCount(0);
    // Opened directly, going back would leave the app: the way out is Home.
    await expect(backBar(page).getByRole('link', { name: 'Home' }), hidden).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENS}/page-without-bottom-bar-375.png` });
  await page.goto('/app/activity');
  await expect(bottomBar(page)).toBeVisible();
  await expect(backBar(page)).toBeHidden();
  // Reached from within the app, Back returns to the page the person came from.
  await bottomBar(page).getByRole('link', { name: 'Pass' }).click();
  await expect(page).toHaveURL(/\/app\/pass$/);
  await backBar(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/app\/activity$/);
  await page.setViewportSize(DESKTOP);
  await page.goto('/app/chat');
  await expect(topBar(page)).toBeVisible();
});
