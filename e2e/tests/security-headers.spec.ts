/**
 * The app runs under its Content-Security-Policy, enforced: every page a visitor and a new user
 * reach (the shell, each remote's chunks, Firebase sign-in against the emulator, an uploaded
 * photo's preview, pdf.js and its worker) loads with no violation reported. A control shows the
 * policy is really enforced and that the collector would see a violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { uniquePhoneNumber } from '../support/auth-emulator';
import { signInWithPhone } from '../support/sign-in';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

async function collectViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __csp: Violation[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push({ directive: e.violatedDirective, blocked: e.blockedURI, source: e.sourceFile }),
    );
  });
  const fromConsole: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      fromConsole.push({ directive: 'console', blocked: message.text(), source: '' });
    }
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? [])),
  ];
}

test('every page loads under the enforced CSP with no violation', async ({ page }) => {
  const violations = await collectViolations(page);
  const response = await page.goto('/app');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');

  await expect(page.locator('.event-card').first()).toBeVisible();
  await page.locator('.event-card').first().click();
  await expect(page).toHaveURL(/\/app\/event\//);
  expect(await violations()).toEqual([]);

  await page.goto('/tos');
  await expect(page.getByTestId('pdf-pages').locator('canvas').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/app/create');
  await signInWithPhone(page, uniquePhoneNumber(), { newUserName: 'Cass Policy' });
  await expect(page.getByText('Hosting as Cass Policy')).toBeVisible();
  expect(await violations()).toEqual([]);

  for (const path of [
    '/app/search',
    '/app/user',
    '/app/activity',
    '/app/pass',
    '/app/user/receipts',
  ]) {
    await page.goto(path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test('control: an injected inline script is blocked and reported', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/app');
  await expect(page.locator('.event-card').first()).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
});
