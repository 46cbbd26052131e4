// 广告 › 配置管理 end to end: the platform operator (admin, who runs the demo's advertising) opens the ad spaces from
// the menu, creates a video space (the length is asked only for a video) on a traffic provider picked by typing, edits
// it (the code stays) and disables it after a confirmation; adds a targeting package with provinces and hours, a
// traffic provider and a category in dialogs. The operator's staff holds no advertising code: the page is refused.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const SPACES = '/adverting/config/space/list';

async function confirmWith(page, text) {
  const dialog = page.locator('.ant-modal-confirm');
  assert.equal(await dialog.locator('.ant-modal-confirm-title').textContent(), text);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Chooses `text` in the form's select labelled `label`. */
async function choose(page, form, label, text) {
  await form.getByRole('combobox', { name: label }).click();
  await pick(page, text);
}

test('the operator configures ad spaces, a targeting package, a traffic provider and a category', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '广告', '配置管理', '广告位');
  await page.waitForURL(new RegExp(`${SPACES}$`));
  const spaces = page.getByTestId('table-adverting-space');
  await spaces.getByText('共 6 条').waitFor();
  await spaces.locator('.ant-table-row', { hasText: '福田出口屏视频' }).getByText('¥800.00 元/天').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-spaces-1440.png'), fullPage: true });

  // 新建广告位: required fields named before sending; the video length only once 视频 is chosen.
  await page.getByRole('button', { name: /新建广告位/ }).click();
  await page.waitForURL(/\/adverting\/config\/space\/create$/);
  const form = page.locator('form#adverting-space-create');
  await form.getByRole('button', { name: '创建广告位' }).click();
  await form.getByText('请输入广告位编码').waitFor();
  await form.getByText('请输入广告位名称').waitFor();
  assert.equal(await form.getByLabel('视频时长').isDisabled(), true);
  await form.getByLabel('广告位编码').fill('9bad');
  await form.getByText('字母开头，2–32 位字母、数字、下划线或连字符').first().waitFor();
  await form.getByLabel('广告位编码').fill('E2E_EXIT_VIDEO');
  await form.getByLabel('广告位名称').fill('罗湖出口屏视频');
  await choose(page, form, '场景', '出入口屏');
  const provider = form.getByRole('combobox', { name: '流量主' });
  await provider.click();
  await provider.fill('福田');
  await pick(page, '福田中心停车场');
  await choose(page, form, '素材类型', '视频');
  await form.getByLabel('宽').fill('1920');
  await form.getByLabel('高').fill('1080');
  await form.getByRole('button', { name: '创建广告位' }).click();
  await form.getByText('视频广告位请填写时长').waitFor();
  await form.getByLabel('视频时长').fill('15');
  await choose(page, form, '计费方式', 'CPT（按天）');
  await form.getByLabel('底价').fill('600');
  await page.screenshot({ path: join(screenshotDir, 'adverting-space-form-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '创建广告位' }).click();
  await page.waitForURL(new RegExp(`${SPACES}$`));
  await spaces.getByText('共 7 条').waitFor();
  const row = spaces.locator('.ant-table-row', { hasText: 'E2E_EXIT_VIDEO' });
  await row.getByText('¥600.00 元/天').waitFor();
  await row.getByText('视频 1920×1080 · 15 秒').waitFor();

  // 编辑: the code cannot change; the new name shows in the list.
  await row.getByRole('button', { name: '编辑' }).click();
  await page.waitForURL(/\/adverting\/config\/space\/edit\?id=\d+$/);
  const edit = page.locator('form#adverting-space-edit');
  await edit.getByLabel('广告位名称').waitFor();
  assert.equal(await edit.getByLabel('广告位编码').isDisabled(), true);
  assert.equal(await edit.getByLabel('广告位编码').inputValue(), 'E2E_EXIT_VIDEO');
  await edit.getByLabel('广告位名称').fill('罗湖出口屏视频（高峰）');
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL(new RegExp(`${SPACES}$`));
  await row.getByText('罗湖出口屏视频（高峰）').waitFor();

  // 停用 after the confirmation.
  await row.getByRole('button', { name: '停用' }).click();
  await confirmWith(page, '停用「罗湖出口屏视频（高峰）」后，该广告位不再投放广告。确定停用吗？');
  await row.locator('.ant-tag', { hasText: '停用' }).waitFor();

  // 定向包: 浙江 and 江苏 ticked in the region tree, women, the evening hours.
  await openFromMenu(page, '广告', '配置管理', '定向包');
  const packages = page.getByTestId('table-adverting-targeting');
  await packages.getByText('深圳车主').waitFor();
  await page.getByRole('button', { name: /新建定向包/ }).click();
  const tform = page.locator('form#adverting-targeting-create');
  await tform.getByLabel('定向包名称').fill('江浙女性晚间');
  const regions = tform.getByRole('combobox', { name: '地域' });
  for (const province of ['浙江省', '江苏省']) {
    await regions.click();
    await regions.fill(province.slice(0, 2));
    await page.locator('.ant-select-tree-treenode', { hasText: province }).first().locator('.ant-select-tree-checkbox').click();
  }
  await tform.getByLabel('定向包名称').click();
  await choose(page, tform, '性别', '女');
  const hours = tform.getByRole('combobox', { name: '投放时段' });
  // The list shows the first hours only: typed, as a person looks one up.
  await hours.click();
  await hours.fill('19');
  await pick(page, '19:00–20:00');
  await hours.fill('20');
  await pick(page, '20:00–21:00');
  await tform.getByLabel('定向包名称').click();
  await page.screenshot({ path: join(screenshotDir, 'adverting-targeting-form-1440.png'), fullPage: true });
  await tform.getByRole('button', { name: '创建定向包' }).click();
  const created = packages.locator('.ant-table-row', { hasText: '江浙女性晚间' });
  await created.getByText('19:00–21:00').waitFor();
  assert.match(await created.textContent(), /浙江省/);

  // 流量主 and 广告分类 in dialogs.
  await openFromMenu(page, '广告', '配置管理', '流量主');
  const providers = page.getByTestId('table-adverting-provider');
  // Its two demo spaces and the one created above.
  await providers.locator('.ant-table-row', { hasText: '福田中心停车场' }).getByText('3', { exact: true }).waitFor();
  await page.getByRole('button', { name: /新建流量主/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '新建流量主' });
  await dialog.getByLabel('流量主名称').fill('罗湖万象停车场');
  await dialog.getByLabel('联系电话').fill('13700009999');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await providers.locator('.ant-table-row', { hasText: '罗湖万象停车场' }).getByText('137****9999').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'adverting-providers-1440.png'), fullPage: true });

  await openFromMenu(page, '广告', '配置管理', '广告分类');
  const categories = page.getByTestId('table-adverting-category');
  await categories.getByText('餐饮美食').waitFor();
  await page.getByRole('button', { name: /新建分类/ }).click();
  const cdialog = page.locator('.ant-modal', { hasText: '新建分类' });
  await cdialog.getByLabel('分类名称').fill('教育培训');
  await cdialog.getByLabel('排序').fill('15');
  await cdialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('已新建分类').waitFor();
  await categories.getByText('教育培训').waitFor(); // the list as fetched again after the save
  // Sorted: 汽车 (10), 教育培训 (15), 餐饮美食 (20).
  const names = (await categories.locator('.ant-table-row td:nth-child(2)').allTextContents()).slice(0, 3);
  assert.deepEqual(names, ['汽车', '教育培训', '餐饮美食']);
  await context.close();
});

test('the operator’s staff, without the advertising codes, is refused the page', async () => {
  const { context, page } = await signIn(under, 'admin-staff');
  await page.goto(`${under.product.url}${SPACES}`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await context.close();
});
