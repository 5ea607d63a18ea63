/**
 * The visitor app under its Content-Security-Policy (docs/hardening.md): the screens load and run
 * with no violation reported by Chromium, and the HTML carries the policy and the other headers.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonesForTests } from './browser.ts';

let context: BrowserContext;
const openPhone = phonesForTests();

describe('the Content-Security-Policy', () => {
  it('is sent with the HTML and lets every screen of the app run without a violation', async () => {
    context = await openPhone();
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    // The map screen (Leaflet, the area's picture), then other screens with their own code.
    await expect.poll(() => page.getByTestId('place-item').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    for (const path of ['/search/index', '/punch/punch', '/home/user-center']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});
