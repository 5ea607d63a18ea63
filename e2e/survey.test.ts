/**
 * The survey at /answer in a phone-sized Chromium: required questions checked before sending,
 * logging in from the form without losing the answers, every kind of question answered, the
 * thank-you state, and the one-submission rule surviving a reload.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phonesForTests, recordApiCalls } from './browser.ts';

let context: BrowserContext;
const openPhone = phonesForTests();

async function openSurvey(): Promise<Page> {
  context = await openPhone();
  const page = await context.newPage();
  // /answer is not redirectable: a first load stays on it only with #direct (docs/routes.md).
  await page.goto('/answer#direct');
  await page.getByTestId('survey-form').waitFor();
  return page;
}

const isAnswerPost = (url: string) => /\/api\/h5\/survey\/\d+\/answer$/.test(new URL(url).pathname);

describe('survey (/answer)', () => {
  it('names the unanswered required questions and sends nothing', async () => {
    const page = await openSurvey();
    const calls = recordApiCalls(context);
    await page.getByTestId('survey-submit').click();
    await expect.poll(() => page.getByTestId('survey-problem').count()).toBe(3);
    expect(await page.getByTestId('survey-question-text').getByTestId('survey-problem').count()).toBe(0);
    // Answering a question clears its message.
    await page.getByText('很有帮助').click();
    await expect.poll(() => page.getByTestId('survey-problem').count()).toBe(2);
    expect(calls.filter((request) => isAnswerPost(request.url()))).toHaveLength(0);
  });

  it('logs in from the form, keeps the answers, submits every kind and thanks the visitor, also after a reload', async () => {
    const page = await openSurvey();
    await page.getByTestId('survey-question-rating').getByTestId('star').nth(3).tap();
    await expect.poll(() => page.getByTestId('survey-question-rating').textContent()).toContain('4 / 5');
    // The keyboard (desktop WeChat) moves the rating too, and the mouse sets it back.
    await page.getByTestId('survey-question-rating').getByTestId('star').nth(3).press('ArrowRight');
    await expect.poll(() => page.getByTestId('survey-question-rating').textContent()).toContain('5 / 5');
    await page.getByTestId('survey-question-rating').getByTestId('star').nth(3).click();
    await expect.poll(() => page.getByTestId('survey-question-rating').textContent()).toContain('4 / 5');
    await page.getByText('长廊', { exact: true }).click();
    await page.getByText('十七孔桥与南湖岛').click();
    await page.getByText('有一些帮助').click();
    await page.getByTestId('survey-question-text').locator('textarea:not([readonly])').fill('  希望多些休息座椅。 ');

    // Without a token the button leads to the login page and back.
    await page.getByTestId('survey-submit').click();
    await page.waitForURL((url) => url.pathname === '/wxLogin' && url.searchParams.get('redirect') === '/answer');
    await page.getByTestId('login-guest').click();
    await page.getByTestId('survey-form').waitFor();
    expect(await page.getByTestId('survey-question-rating').textContent()).toContain('4 / 5');
    expect(await page.getByTestId('survey-question-text').locator('textarea:not([readonly])').inputValue()).toBe('  希望多些休息座椅。 ');

    const [request] = await Promise.all([page.waitForRequest((r) => isAnswerPost(r.url())), page.getByTestId('survey-submit').click()]);
    const answers = Object.values((request.postDataJSON() as { answers: Record<string, unknown> }).answers);
    expect(answers).toEqual([4, ['changlang', 'shiqikongqiao'], 'some', '希望多些休息座椅。']);
    await page.getByTestId('survey-thanks').waitFor();
    expect(await page.getByTestId('survey-already').count()).toBe(0);

    // A real reload (the address is /answer now; a first load needs #direct to stay).
    await page.goto('about:blank');
    await page.goto('/answer#direct');
    await page.getByTestId('survey-thanks').waitFor();
    await page.getByTestId('survey-already').waitFor();
    expect(await page.getByTestId('survey-form').count()).toBe(0);
  });
});
