/**
 * The operators' console in a desktop Chromium (1280×800) against the server `npm start` runs: the
 * platform administrator (made by `npm run console:admin`) logs in, answers a visitor's opinion,
 * and the visitor finds the answer under "My feedback" on their phone; adds a place by clicking
 * the map, with its audio guide, and a visitor opens it at once; publishes a notice, one pasted as
 * HTML and one written with the rich-text toolbar (a heading, a bold word); builds a survey
 * and opens it, and the phone shows it; reads the dashboard; removes a visitor's photo, which the
 * phone then no longer shows.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { TENANT_HEADER } from '@youlan/contract/runtime';
import { consoleForTests } from './console.ts';

const baseUrl = inject('baseUrl');
const { desktop, logIn, asAdmin, openPhone, guestPhoneAt } = consoleForTests();

describe('operator console (/console)', () => {
  it('refuses a wrong password with a message, and keeps the visitor app out of the console', async () => {
    const page = await desktop();
    await logIn(page, 'not the password');
    await expect.poll(() => page.getByTestId('login-problem').textContent()).toBe('邮箱或密码错误');
    // Nothing of the console answers without its session.
    const response = await page.request.get('/api/console/areas/demo/opinions');
    expect(response.status()).toBe(401);
  });

  it("answers a visitor's opinion, and the visitor sees the answer in the app", async () => {
    const phone = await guestPhoneAt('/opinion');
    const text = `东门停车场指示牌不清楚 ${Date.now()}`;
    await phone.getByTestId('opinion-category-suggestion').click();
    await phone.getByTestId('opinion-text').fill(text);
    await phone.getByTestId('opinion-submit').click();
    await phone.getByTestId('opinion-sent').waitFor();

    const page = await asAdmin();
    // The platform administrator sees every area (the browser tests load a photo-studio area too):
    // the phone wrote to the demo area.
    await page.goto('/console/demo/opinions');
    await page.getByTestId('opinions-page').waitFor({ timeout: 15_000 });
    const row = page.locator('.ant-table-row', { hasText: text });
    await row.waitFor();
    expect(await row.textContent()).toContain('待回复');
    await row.locator('[data-testid^="reply-"]').click();
    await page.getByTestId('reply-text').fill('感谢建议，指示牌本周内更换。');
    await page.getByTestId('reply-send').click();
    await row.getByTestId('opinion-reply').waitFor();
    expect(await row.textContent()).toContain('已回复');

    // The audit log shows the reply with the operator.
    await page.getByTestId('nav-audit').click();
    await page.getByTestId('audit-page').waitFor();
    await expect.poll(() => page.locator('.ant-table-row').first().textContent()).toContain('opinion.reply');

    // #direct: a first load of /opinion would otherwise go home (the spec's first navigation).
    await phone.goto('/opinion?tab=mine#direct');
    const mine = phone.getByTestId('my-opinion').filter({ hasText: text });
    await mine.getByTestId('my-opinion-reply').waitFor({ timeout: 15_000 });
    expect(await mine.getByTestId('my-opinion-reply').textContent()).toContain('感谢建议，指示牌本周内更换。');
    expect(await mine.getByTestId('my-opinion-status').textContent()).toBe('已回复');
  });

  it('logs out everywhere: another browser of the same operator is sent back to log in', async () => {
    const first = await asAdmin();
    const second = await asAdmin();
    await second.getByTestId('operator-menu').hover();
    await second.getByText('退出所有设备').click();
    await second.getByTestId('login-email').waitFor();
    await first.reload();
    await first.getByTestId('login-email').waitFor({ timeout: 15_000 });
  });

  it('adds a place by clicking the map, with its audio guide and both languages; a visitor opens it at once; deleting removes it', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/places');
    await page.locator('.yc-place-map .leaflet-image-layer').waitFor({ timeout: 15_000 });
    await page.getByTestId('place-new').click();
    await page.getByTestId('place-editor').waitFor();
    const longitude = page.getByTestId('place-longitude');
    const before = await longitude.inputValue();
    // A click on the map picture puts the place there.
    // The picture takes no pointer events itself (Leaflet's map does): click where it is drawn.
    const picture = (await page.locator('.yc-place-map .leaflet-image-layer').boundingBox())!;
    await page.mouse.click(picture.x + picture.width * 0.2, picture.y + picture.height * 0.8);
    await expect.poll(() => longitude.inputValue()).not.toBe(before);
    const name = `测试亭 ${Date.now()}`;
    await page.getByTestId('place-name').fill(name);
    await page.getByTestId('place-range').fill('60');
    // The editor has two uploads (the picture and the audio): the audio's.
    await page.locator('.ant-upload', { has: page.getByTestId('place-audio-upload') }).locator('input[type=file]').setInputFiles(join(import.meta.dirname, '../apps/server/seed/media/audio/xidi.mp3'));
    // The server measured it: 56.7 s (the demo's guide of 西堤, seed/make-audio.sh).
    expect(await page.getByTestId('place-audio-duration').textContent({ timeout: 15_000 })).toContain('0:57');
    // Audio needs its transcript: saving without one is stopped in the form.
    await page.getByTestId('place-save').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.getByTestId('place-transcript').fill('这是一座测试用的亭子。');
    const picked = Number(await longitude.inputValue());
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/places') && response.request().method() === 'POST');
    await page.getByTestId('place-save').click();
    const created = ((await (await saved).json()) as { data: { id: number; audioKey: string; longitude: number } }).data;
    expect(created.audioKey).toMatch(/^audio\/.+\.mp3$/);
    expect(created.longitude).toBeCloseTo(picked, 6);
    await page.locator('.ant-table-row', { hasText: name }).waitFor();

    const phone = await openPhone();
    await phone.goto(`/home/draw-map?place=${created.id}#direct`);
    await phone.getByTestId('place-sheet').waitFor({ timeout: 15_000 });
    expect(await phone.getByTestId('place-sheet-name').textContent()).toBe(name);

    await page.getByTestId(`place-delete-${created.id}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.locator('.ant-table-row', { hasText: name }).waitFor({ state: 'detached' });
    expect((await phone.request.get(`/api/h5/place/${created.id}`, { headers: { [TENANT_HEADER]: 'demo' } })).status()).toBe(404);
  });

  it("sets the search screen's hot words and switches a page off; the visitor's phone follows at once", async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/hot-words');
    const words = page.getByTestId('hot-words');
    await words.waitFor({ timeout: 15_000 });
    await words.locator('input').fill('测试热词');
    await words.locator('input').press('Enter');
    const savedWords = page.waitForResponse((response) => response.url().endsWith('/hot-words') && response.request().method() === 'PUT');
    await page.getByTestId('hot-words-save').click();
    expect((await savedWords).status()).toBe(200);

    await page.goto('/console/demo/routes');
    const courseSwitch = page.getByTestId('route-switch-/boost/course');
    await courseSwitch.waitFor({ timeout: 15_000 });
    expect(await courseSwitch.getAttribute('aria-checked')).toBe('true');
    await courseSwitch.click();
    await expect.poll(() => courseSwitch.getAttribute('aria-checked')).toBe('false');

    const phone = await openPhone();
    await phone.goto('/search/index#direct');
    await phone.getByTestId('search-hot-words').getByText('测试热词', { exact: true }).waitFor({ timeout: 15_000 });
    await phone.goto('/boost/course#direct');
    expect(await phone.getByTestId('link-error-path').textContent({ timeout: 15_000 })).toBe('/boost/course');

    // Put the demo area back as the other browser tests expect it.
    await courseSwitch.click();
    await expect.poll(() => courseSwitch.getAttribute('aria-checked')).toBe('true');
    await page.goto('/console/demo/hot-words');
    await page.locator('.ant-select-selection-item[title="测试热词"] .ant-select-selection-item-remove').click();
    const restored = page.waitForResponse((response) => response.url().endsWith('/hot-words') && response.request().method() === 'PUT');
    await page.getByTestId('hot-words-save').click();
    expect(((await (await restored).json()) as { data: { words: string[] } }).data.words).not.toContain('测试热词');
  });

  it('changes the business page; the visitor reads the new text at once', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/pages');
    const intro = page.getByTestId('pages-business-intro');
    await intro.waitFor({ timeout: 15_000 });
    const original = await intro.inputValue();
    const text = `欢迎研学团队预约 ${Date.now()}`;
    await intro.fill(text);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/pages') && response.request().method() === 'PATCH');
    await page.getByTestId('pages-save').click();
    expect((await saved).status()).toBe(200);

    const phone = await openPhone();
    await phone.goto('/business');
    expect(await phone.getByTestId('business-intro').textContent({ timeout: 15_000 })).toContain(text);

    // Put the demo area back as the other browser tests expect it.
    await intro.fill(original);
    const restored = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/pages') && response.request().method() === 'PATCH');
    await page.getByTestId('pages-save').click();
    expect((await restored).status()).toBe(200);
  });

  it('writes a pinned article with sanitized HTML; the visitor reads it at once', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/articles');
    await page.getByTestId('article-new').click();
    const title = `长廊彩画 ${Date.now()}`;
    await page.getByTestId('article-title').fill(title);
    // The field opens in its visual mode; experienced editors paste HTML in its HTML mode.
    await page.getByTestId('article-html-mode-html').click();
    await page.getByTestId('article-html').fill('<p>长廊有一万四千余幅彩画。<img src="x" onerror="alert(1)"></p>');
    await page.getByTestId('article-pinned').click();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/articles') && response.request().method() === 'POST');
    await page.getByTestId('article-save').click();
    const created = ((await (await saved).json()) as { data: { id: number; contentHtml: string; isPinned: boolean } }).data;
    expect(created).toMatchObject({ isPinned: true, contentHtml: '<p>长廊有一万四千余幅彩画。<img src="x" /></p>' });
    // Its row (by its own title: a pinned article an earlier try left behind may stand first).
    await page.locator('.ant-table-row', { hasText: title }).waitFor();

    const phone = await openPhone();
    await phone.goto(`/article?id=${created.id}#direct`);
    expect(await phone.getByTestId('article-content').textContent({ timeout: 15_000 })).toContain('长廊有一万四千余幅彩画。');

    // Put the demo area back as the other browser tests expect it.
    await page.locator('.ant-table-row', { hasText: title }).getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.locator('.ant-table-row', { hasText: title }).waitFor({ state: 'detached' });
  });

  it('publishes a notice; the visitor finds it in the notice list at once', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/notices');
    await page.getByTestId('notice-new').click();
    const title = `西堤桃花开了 ${Date.now()}`;
    await page.getByTestId('notice-title').fill(title);
    await page.getByTestId('notice-html-mode-html').click();
    await page.getByTestId('notice-html').fill('<p>西堤六桥一带桃花盛开，欢迎游览。</p>');
    await page.getByTestId('notice-save').click();
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.waitFor();

    const phone = await openPhone();
    await phone.goto('/home/draw-map/notice/index#direct');
    await phone.getByTestId('notice-list').getByText(title).waitFor({ timeout: 15_000 });

    // Put the demo area back as the other browser tests expect it.
    await row.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await row.waitFor({ state: 'detached' });
  });

  it('writes a notice with the toolbar (a heading, a bold word); the visitor reads them in its detail', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/notices');
    await page.getByTestId('notice-new').click();
    const title = `昆明湖游船开航 ${Date.now()}`;
    await page.getByTestId('notice-title').fill(title);
    await page.getByTestId('notice-html-rich').click();
    await page.getByTestId('notice-html-tool-h2').click();
    await page.keyboard.type('游船开航');
    await page.keyboard.press('Enter');
    await page.keyboard.type('每天九点起');
    await page.getByTestId('notice-html-tool-bold').click();
    await page.keyboard.type('准时开船');
    await page.getByTestId('notice-html-tool-bold').click();
    await page.keyboard.type('，欢迎乘坐。');
    // The HTML mode shows what the toolbar wrote: the form's value is HTML either way.
    await page.getByTestId('notice-html-mode-html').click();
    expect(await page.getByTestId('notice-html').inputValue()).toBe('<h2>游船开航</h2><p>每天九点起<strong>准时开船</strong>，欢迎乘坐。</p>');
    await page.getByTestId('notice-html-mode-visual').click();
    await page.getByTestId('notice-html-rich').locator('strong', { hasText: '准时开船' }).waitFor();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/notices') && response.request().method() === 'POST');
    await page.getByTestId('notice-save').click();
    const created = ((await (await saved).json()) as { data: { id: number; contentHtml: string } }).data;
    expect(created.contentHtml).toBe('<h2>游船开航</h2><p>每天九点起<strong>准时开船</strong>，欢迎乘坐。</p>');
    const row = page.locator('.ant-table-row', { hasText: title });
    await row.waitFor();

    const phone = await openPhone();
    await phone.goto(`/home/draw-map/notice/info/${created.id}#direct`);
    const content = phone.getByTestId('notice-content');
    await content.waitFor({ timeout: 15_000 });
    expect(await content.locator('h2').textContent()).toBe('游船开航');
    expect(await content.locator('strong').textContent()).toBe('准时开船');

    // Put the demo area back as the other browser tests expect it.
    await row.getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await row.waitFor({ state: 'detached' });
  });

  it('builds a survey of two kinds, opens it, and the phone shows it', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/surveys');
    await page.getByTestId('surveys-page').waitFor({ timeout: 15_000 });
    await page.getByTestId('survey-new').click();
    const title = `导览体验小调查 ${Date.now()}`;
    await page.getByTestId('survey-title').fill(title);
    // A new survey starts with a rating question; add a single-choice one with two options.
    await page.getByTestId('survey-question-0-title').fill('讲解清楚吗？');
    await page.getByTestId('survey-add-single').click();
    await page.getByTestId('survey-question-1-title').fill('您用过自动导览吗？');
    await page.getByTestId('survey-question-1-option-0').fill('用过');
    await page.getByTestId('survey-question-1-option-1').fill('没用过');
    const created = page.waitForResponse((response) => response.url().endsWith('/api/console/areas/demo/surveys') && response.request().method() === 'POST');
    await page.getByTestId('survey-save').click();
    expect((await created).status()).toBe(200);
    const row = page.locator('.ant-table-row', { hasText: title });
    const demoRow = page.locator('.ant-table-row', { hasText: '游园满意度调查' });
    await row.waitFor();

    // Visitors see the first open survey: close the demo's, open the new one.
    const switchOf = (target: typeof row) => target.getByRole('switch');
    const phone = await openPhone();
    try {
      await switchOf(demoRow).click();
      await expect.poll(() => switchOf(demoRow).getAttribute('aria-checked')).toBe('false');
      await switchOf(row).click();
      await expect.poll(() => switchOf(row).getAttribute('aria-checked')).toBe('true');
      await row.getByText('游客正在看到').waitFor();
      await phone.goto('/answer#direct');
      await phone.getByTestId('survey-form').waitFor({ timeout: 15_000 });
      expect(await phone.getByTestId('survey-form').textContent()).toContain('您用过自动导览吗？');
      expect(await phone.locator('body').textContent()).toContain(title);
    } finally {
      // Put the demo area back as the other browser tests expect it: the demo survey open, this one closed.
      if ((await switchOf(row).getAttribute('aria-checked')) === 'true') await switchOf(row).click();
      await expect.poll(() => switchOf(row).getAttribute('aria-checked')).toBe('false');
      if ((await switchOf(demoRow).getAttribute('aria-checked')) === 'false') await switchOf(demoRow).click();
      await expect.poll(() => switchOf(demoRow).getAttribute('aria-checked')).toBe('true');
      // Nobody answered it, so it can go.
      await row.getByRole('button', { name: '删除' }).click();
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
      await row.waitFor({ state: 'detached' });
    }
  });

  it('reads the dashboard: a visit made today is counted, the charts draw', async () => {
    const page = await asAdmin();
    // One visit of the visitor app, as its view log sends it.
    const visit = await page.request.post('/api/viewLog', {
      headers: { [TENANT_HEADER]: 'demo' },
      data: { tenant: 'demo', id: crypto.randomUUID(), visitTime: new Date().toISOString(), entryPage: '/home/draw-map', lastPage: '/home/draw-map', viewTime: '00:12:00' },
    });
    expect(visit.status()).toBe(200);
    // The platform administrator's first area may be another one the browser tests load.
    await page.goto('/console/demo/dashboard');
    await page.getByTestId('dashboard-page').waitFor({ timeout: 15_000 });
    const totals = page.getByTestId('dashboard-totals');
    await totals.waitFor({ timeout: 15_000 });
    const visits = Number((await totals.locator('.ant-statistic').first().locator('.ant-statistic-content').textContent())?.replace(/\D/g, ''));
    expect(visits).toBeGreaterThanOrEqual(1);
    // ECharts draws on a canvas, in its own lazily loaded chunk.
    await page.getByTestId('dashboard-visits-chart').locator('canvas').waitFor({ timeout: 15_000 });
    await page.getByTestId('dashboard-entry-chart').locator('canvas').waitFor();
  });

  it("removes a visitor's photo: the phone's feedback no longer shows it", async () => {
    const phone = await guestPhoneAt('/opinion');
    await phone.getByTestId('opinion-category-facility').click();
    await phone.getByTestId('opinion-text').fill('东门外的垃圾桶满了');
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#e0a43a' } }).jpeg().toBuffer();
    await phone.getByTestId('opinion-picture-input').setInputFiles({ name: 'bin.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await phone.locator('[data-testid="opinion-picture"][data-status="done"]').waitFor({ timeout: 15_000 });
    const sent = phone.waitForResponse((response) => response.url().endsWith('/api/h5/opinion') && response.request().method() === 'POST');
    await phone.getByTestId('opinion-submit').click();
    const [key] = ((await (await sent).json()) as { data: { imageKeys: string[] } }).data.imageKeys;
    await phone.getByTestId('opinion-view-mine').click();
    const mine = phone.getByTestId('my-opinion').filter({ hasText: '东门外的垃圾桶满了' });
    await expect.poll(() => mine.getByTestId('opinion-thumb').count(), { timeout: 15_000 }).toBe(1);

    const page = await asAdmin();
    await page.goto('/console/demo/photos');
    const card = page.getByTestId('photo-card').filter({ has: page.locator(`img[alt="${key}"]`) });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('反馈');
    await card.getByTestId('photo-remove').click();
    await page.locator('.ant-popconfirm .ant-btn-dangerous').click();
    await card.waitFor({ state: 'detached' });

    // A fresh load of "My feedback" (#direct: a first load of a non-redirectable route would go
    // home; leaving the page first, as the same URL with a hash would not load anew).
    await phone.goto('about:blank');
    await phone.goto(`${baseUrl}/opinion?tab=mine#direct`);
    await mine.waitFor({ timeout: 15_000 });
    await expect.poll(() => mine.getByTestId('opinion-thumb').count(), { timeout: 10_000 }).toBe(0);
  });

  it("edits a punch place: its place is picked, and the places other punch places have cannot be picked again", async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/punch-spots');
    const placeNames = page.getByTestId('punch-spot').locator('tbody tr .ant-typography strong');
    await expect.poll(() => placeNames.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const [own, other] = [await placeNames.nth(0).textContent(), await placeNames.nth(1).textContent()];
    await page.locator('[data-testid^="punch-spot-edit-"]').first().click();
    const picker = page.getByTestId('punch-spot-place');
    await expect.poll(() => picker.locator('.ant-select-selection-item').textContent()).toContain(own ?? '');
    await picker.click();
    await page.keyboard.type(other ?? '');
    const taken = page.locator('.ant-select-item-option').filter({ hasText: other ?? '' }).first();
    await expect.poll(() => taken.getAttribute('class'), { timeout: 5_000 }).toContain('ant-select-item-option-disabled');
    await page.keyboard.press('Escape');
  });

  it('adds a pose with its outline and offers it at a photo spot with a sample; a visitor finds it under /boost/photos at once', async () => {
    const page = await asAdmin();
    await page.goto('/console/demo/studio');
    await page.getByTestId('pose-new').click();
    const name = `回眸 ${Date.now()}`;
    await page.getByTestId('studio-name').fill(name);
    // The outline goes up as SVG and comes back as a transparent PNG.
    await page.getByTestId('pose-outline').locator('input[type=file]').setInputFiles(join(import.meta.dirname, '../apps/server/seed/media/boost/poses/stroll.svg'));
    await page.getByTestId('pose-outline-preview').waitFor({ timeout: 15_000 });
    const savedPose = page.waitForResponse((response) => response.url().endsWith('/studio/poses') && response.request().method() === 'POST');
    await page.getByTestId('pose-save').click();
    const pose = ((await (await savedPose).json()) as { data: { id: number; outlineKey: string } }).data;
    expect(pose.outlineKey).toMatch(/^boost\/poses\/.+\.png$/);

    await page.getByTestId('studio-tab-spots').click();
    await page.locator('[data-testid^="photo-spot-edit-"]').first().click();
    await page.getByTestId('spot-pose-add').click();
    const index = (await page.locator('[data-testid^="spot-pose-"]:not([data-testid="spot-pose-add"])').count()) - 1;
    await page.getByTestId(`spot-pose-${index}`).click();
    // The list is long (and virtual): search it.
    await page.keyboard.type(name);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: name }).click();
    await page.getByTestId(`spot-samples-${index}`).locator('input[type=file]').setInputFiles(join(import.meta.dirname, '../apps/server/seed/media/boost/samples/xidi-stroll.jpg'));
    await page.getByTestId(`spot-samples-${index}`).locator('img').waitFor({ timeout: 15_000 });
    const savedSpot = page.waitForResponse((response) => /\/studio\/spots\/\d+$/.test(response.url()) && response.request().method() === 'PATCH');
    await page.getByTestId('photo-spot-save').click();
    expect((await savedSpot).status()).toBe(200);

    const phone = await openPhone();
    await phone.goto(`/wxLogin?redirect=${encodeURIComponent('/boost/photos')}`);
    await phone.getByTestId('login-guest').click();
    await phone.getByTestId('boost-pose').filter({ hasText: name }).waitFor({ timeout: 15_000 });

    // Put the demo area back as the other browser tests expect it: the pose goes, and the spot stops offering it.
    await page.getByTestId('studio-tab-poses').click();
    await page.getByTestId(`pose-delete-${pose.id}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await page.getByTestId(`pose-edit-${pose.id}`).waitFor({ state: 'detached' });
  });
});
