// The platform operator's announcements, end to end: the first resource screens built from the shared
// list and form pages (search panel in the address, table, operations, keep-alive across tabs).
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { noisyPng } from './png.mjs';
import { productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const LIST = '/base/services/announcement/notice/list';

test('the operator finds 平台公告 under 基础服务 and filters it; the filter lives in the address', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.getByRole('menuitem', { name: '基础服务' }).click();
  await page.waitForURL(new RegExp(`${LIST}$`));
  const table = page.getByTestId('table-announcement-notice');
  await table.getByText('共 7 条').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'notice-list-1440.png') });
  await page.getByLabel('标题').fill('  升级  ');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.waitForURL(/title=%E5%8D%87%E7%BA%A7/);
  await table.getByText('共 1 条').waitFor();
  const titles = await table.locator('.ant-table-row td:nth-child(2)').allTextContents();
  assert.ok(titles.length > 0 && titles.every((t) => t.includes('升级')), titles.join(','));
  // Reloading keeps the filter: it is in the address.
  await page.reload();
  await page.getByTestId('table-announcement-notice').locator('.ant-table-row').first().waitFor();
  assert.equal(await page.getByLabel('标题').inputValue(), '升级');
  await context.close();
});

test('a page kept alive keeps its filters and typed input when switching tabs and back', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.goto(`${under.product.url}${LIST}`);
  await page.getByLabel('标题').fill('停车');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.waitForURL(/title=/);
  await page.getByTestId('table-announcement-notice').getByText('共 2 条').waitFor();
  // Typed but not searched: only the kept page remembers this.
  await page.getByLabel('标题').fill('停车场维护');
  await page.getByTestId('logo').click();
  await page.waitForURL(/\/home\/index$/);
  // The address changes at once; the home page shows (and gets its tab) once its code has loaded. Only then is the
  // list really hidden (its effects destroyed) — coming back must still find what was typed.
  await page.getByTestId('home-title').waitFor();
  await page.getByTestId('visited-tabs').getByRole('button', { name: /首页/ }).waitFor();
  await page.getByTestId('visited-tabs').getByRole('button', { name: /平台公告/ }).click();
  await page.waitForURL(/notice\/list\?title=/);
  assert.equal(await page.getByLabel('标题').inputValue(), '停车场维护');
  // 刷新 mounts the page afresh through /redirect/: the searched filter stays in the address, the typed text is gone.
  await page.getByTestId('tab-refresh').click();
  for (let tries = 0; (await page.getByLabel('标题').inputValue()) !== '停车'; tries++) {
    assert.ok(tries < 100, 'the refreshed page still shows the typed text');
    await page.waitForTimeout(100);
  }
  assert.match(page.url(), /\/base\/services\/announcement\/notice\/list\?title=/);
  await page.getByTestId('table-announcement-notice').getByText('共 2 条').waitFor();
  // Closing the tab evicts the page: opened again, it starts from its address.
  await page.getByTestId('visited-tabs').getByRole('button', { name: /首页/ }).click();
  await page.getByLabel('关闭 平台公告').click();
  await page.goto(`${under.product.url}${LIST}`);
  await page.getByTestId('table-announcement-notice').getByText('共 7 条').waitFor();
  assert.equal(await page.getByLabel('标题').inputValue(), '');
  await context.close();
});

test('publish, read publicly, withdraw with confirmation, and the lifecycle shows in the list', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.goto(`${under.product.url}${LIST}`);
  await page.getByRole('button', { name: '发布公告' }).click();
  await page.waitForURL(/notice\/add$/);
  // The list stays mounted (kept alive, hidden) behind the form: look inside the form only.
  const form = page.locator('form#announcement-add');
  await form.getByRole('button', { name: /^发\s*布$/ }).click();
  await form.getByText('请输入标题').waitFor();
  await form.getByLabel('标题').fill('端到端测试公告');
  await form.getByRole('button', { name: '添加标签' }).click();
  await form.getByPlaceholder('标签名称').fill('重要');
  await form.getByLabel('内容').fill('这是一条由浏览器测试发布的公告。');
  // A 9 MB photo-like PNG goes into the text: the browser shrinks it under 1 MB before uploading.
  const original = noisyPng(2400, 1600);
  assert.ok(original.length > 5_000_000);
  // From a file, not a buffer: Chromium then reads it itself, where 9 MB sent through the protocol outlasted the action
  // timeout on a loaded machine.
  const photo = join(mkdtempSync(join(tmpdir(), 'announcement-')), '现场照片.png');
  writeFileSync(photo, original);
  const chooser = page.waitForEvent('filechooser');
  await form.locator('.ql-image').click();
  await (await chooser).setFiles(photo);
  const image = form.getByTestId('rich-text-body').locator('img');
  await image.waitFor();
  const src = await image.getAttribute('src');
  assert.match(src, /^\/files\/default\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg/);
  const stored = await page.evaluate(async (link) => {
    const response = await fetch(link);
    return { type: response.headers.get('content-type'), size: (await response.arrayBuffer()).byteLength };
  }, src);
  assert.equal(stored.type, 'image/jpeg');
  assert.ok(stored.size < 1_048_576 && stored.size > 10_000, `compressed to ${stored.size} bytes`);
  await page.screenshot({ path: join(screenshotDir, 'notice-form-1440.png') });
  await form.getByRole('button', { name: /^发\s*布$/ }).click();
  await page.waitForURL(new RegExp(`${LIST}$`));
  const table = page.getByTestId('table-announcement-notice');
  await table.getByText('共 8 条').waitFor();
  const row = table.locator('.ant-table-row', { hasText: '端到端测试公告' });
  await row.getByText('已发布').waitFor();

  // The public page needs no login.
  const id = await row.evaluate((el) => el.getAttribute('data-row-key'));
  const anonymous = await under.browser.newPage({ locale: 'zh-CN' });
  await anonymous.goto(`${under.product.url}/base/services/announcement/notice/detail?id=${id}`);
  await anonymous.getByTestId('notice-detail').getByText('端到端测试公告').waitFor();
  await anonymous.getByText('这是一条由浏览器测试发布的公告。').waitFor();
  await anonymous.locator(`[data-testid="notice-detail"] img[src="${src}"]`).waitFor();
  await anonymous.screenshot({ path: join(screenshotDir, 'notice-detail-1440.png') });

  await row.getByRole('button', { name: '撤回' }).click();
  await page.locator('.ant-modal-confirm-title', { hasText: '确定撤回公告「端到端测试公告」吗？撤回后商户将看不到它。' }).waitFor();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await row.getByText('已撤回').waitFor();
  await anonymous.reload();
  await anonymous.getByText('公告不存在').waitFor();
  await anonymous.close();

  // Every change is in the record's timeline and in the operation log.
  await row.getByRole('button', { name: '编辑' }).click();
  await page.waitForURL(/notice\/edit\?id=/);
  const timeline = page.getByTestId('notice-timeline');
  await timeline.getByText('撤回或重新发布平台公告（状态：已发布 → 已撤回）').waitFor();
  await timeline.getByText(/^发布平台公告（标题：端到端测试公告/).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'notice-edit-timeline-1440.png'), fullPage: true });
  await page.goto(`${under.product.url}/account/logging/list?keywords=%E7%AB%AF%E5%88%B0%E7%AB%AF`);
  const log = page.getByTestId('table-logging');
  await log.getByText('共 2 条').waitFor();
  await log.locator('.ant-table-row').first().getByText('撤回或重新发布平台公告').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'logging-list-1440.png') });
  await context.close();
});

test('a sub-account sees only what its role allows; a merchant has no 基础服务 at all', async () => {
  const { context, page } = await signIn(under, 'admin-staff');
  await page.goto(`${under.product.url}${LIST}`);
  const table = page.getByTestId('table-announcement-notice');
  await table.locator('.ant-table-row').first().waitFor();
  await page.getByRole('button', { name: '发布公告' }).waitFor();
  assert.equal(await table.getByRole('button', { name: '编辑' }).count(), 0);
  assert.equal(await table.getByRole('button', { name: '撤回' }).count(), 0);
  await page.goto(`${under.product.url}/base/services/announcement/notice/edit?id=1`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await page.getByText('base:announcement:update').waitFor();
  await context.close();

  const merchant = await signIn(under, 'parking-merchant');
  assert.equal(await merchant.page.getByRole('menuitem', { name: '基础服务' }).count(), 0);
  await merchant.page.goto(`${under.product.url}${LIST}`);
  await merchant.page.waitForURL(/\/error-page\/no-auth\?/);
  await merchant.context.close();
});
