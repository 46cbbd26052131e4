// OKR end to end: 福田中心停车场's main account opens OKR › 目标列表 from the menu, creates an objective on one of its
// projects, adds two key results, updates progress (the bar moves and the history lists the check-in), and finds the
// objective's 操作记录; OKR › 项目列表 shows the merchant's projects (the same pages as 账户中心). Its staff account,
// without the OKR permissions, has no OKR menu and meets the no-auth page by address. Screenshots in /tmp/okr-shots.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, signIn, topSections } from './server.mjs';

const under = productUnderTest();
const shots = '/tmp/okr-shots';
mkdirSync(shots, { recursive: true });
const TITLE = '会员日拉新与老客户回访';

test('the main account sets an objective with two key results, checks in progress and sees the bar and the history', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, 'OKR', '目标管理', '目标列表');
  await page.waitForURL(/\/okr\/objective\/list/);
  const table = page.getByTestId('table-okr-objective-list');
  // The demo's objectives, with their progress bars.
  await table.getByText('提升车场月卡续费率与服务口碑').waitFor();
  await table.getByRole('progressbar', { name: '进度 40.7%' }).waitFor();
  await page.screenshot({ path: join(shots, 'okr-list-1440.png'), fullPage: true });

  await page.getByRole('button', { name: /新建目标/ }).click();
  await page.waitForURL(/\/okr\/objective\/add$/);
  const form = page.locator('form#okr-objective-add');
  await form.getByRole('button', { name: '创建目标' }).click();
  await form.getByText('请输入目标').waitFor();
  await form.getByLabel('目标', { exact: true }).fill(TITLE);
  await form.getByLabel('周期').click();
  await pick(page, '2026 年第 4 季度');
  await form.getByLabel('所属项目').click();
  await pick(page, '福田中心停车场 A 区');
  await form.getByLabel('描述').fill('四季度会员日活动带来新客，并回访老客户');
  await page.screenshot({ path: join(shots, 'okr-objective-add-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '创建目标' }).click();
  await page.waitForURL(/\/okr\/objective\/list/);
  await table.getByText(TITLE).click();
  await page.waitForURL(/\/okr\/objective\/detail\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByText('还没有关键结果').waitFor();

  // Two key results: 60 + 40 of the weights.
  const addKeyResult = async (title, start, target, unit, weight) => {
    await page.getByRole('button', { name: 'plus 添加关键结果' }).click();
    await page.waitForURL(new RegExp(`/okr/objective/key-result/add\\?objective=${id}$`));
    const krForm = page.locator('form#okr-key-result-add');
    await krForm.getByLabel('关键结果').fill(title);
    await krForm.getByLabel('起始值').fill(String(start));
    await krForm.getByLabel('目标值').fill(String(target));
    await krForm.getByLabel('单位').fill(unit);
    await krForm.getByLabel('权重').fill(String(weight));
    await krForm.getByLabel('截止日期').fill('2026-12-31');
    await krForm.getByRole('button', { name: '添加关键结果' }).click();
    await page.waitForURL(new RegExp(`/okr/objective/detail/${id}$`));
    await page.getByText(title).waitFor();
  };
  await addKeyResult('会员日新增月卡', 0, 200, '张', 60);
  // A weight beyond what is left is refused in the form.
  await page.getByRole('button', { name: 'plus 添加关键结果' }).click();
  const over = page.locator('form#okr-key-result-add');
  await over.getByText('本项最多 40').waitFor();
  await page.goBack();
  await page.waitForURL(new RegExp(`/okr/objective/detail/${id}$`));
  await addKeyResult('老客户回访完成率', 0, 100, '%', 40);

  // 更新进度: 50 of 200 is 25 %; the objective is 0.6 × 25 = 15 %.
  const row = page.locator('.ant-table-row', { hasText: '会员日新增月卡' });
  await row.getByRole('button', { name: '更新进度' }).click();
  const dialog = page.getByRole('dialog', { name: /更新进度/ });
  await dialog.getByText('还没有进度记录').waitFor();
  await dialog.getByLabel('当前值').fill('50');
  await dialog.getByRole('progressbar', { name: '进度 25%' }).waitFor();
  await dialog.getByLabel('进展说明').fill('首个会员日新增 50 张');
  await page.screenshot({ path: join(shots, 'okr-checkin-dialog-1440.png') });
  await dialog.getByRole('button', { name: '提交进度' }).click();
  await page.getByText('进度已更新为 25%').waitFor();
  await row.getByRole('progressbar', { name: '进度 25%' }).waitFor();
  await page.getByRole('progressbar', { name: '进度 15%' }).waitFor();
  // The history lists the check-in.
  await row.getByRole('button', { name: '更新进度' }).click();
  await dialog.getByText('首个会员日新增 50 张').waitFor();
  await dialog.getByText('0 → 50').waitFor();
  await page.screenshot({ path: join(shots, 'okr-checkin-history-1440.png') });
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await page.screenshot({ path: join(shots, 'okr-detail-1440.png'), fullPage: true });

  await page.getByRole('tab', { name: '操作记录' }).click();
  await page.getByText('更新进度（记一条进度记录）').first().waitFor();

  // 完成目标: key results lock.
  await page.getByRole('button', { name: '完成目标' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByRole('button', { name: '重新开启' }).waitFor();
  await page.getByRole('tab', { name: '关键结果' }).click();
  await page.getByText('目标已完成，关键结果不能再修改；如需调整，请先重新开启目标。').waitFor();
  assert.equal(await page.getByRole('button', { name: '更新进度' }).count(), 0);

  // OKR › 项目列表: the merchant's projects, the same list as 账户中心's.
  await openFromMenu(page, 'OKR', '项目管理', '项目列表');
  await page.waitForURL(/\/okr\/project\/list/);
  const projects = page.getByTestId('table-okr-project-list');
  await projects.getByText('福田中心停车场 A 区').click();
  await page.waitForURL(/\/okr\/project\/detail\?id=\d+$/);
  await page.getByRole('tab', { name: '授权商户' }).waitFor();
  await page.goto(page.url().replace('/okr/project/detail', '/okr/project/edit'));
  await page.locator('form#okr-project-edit').getByLabel('项目名称').waitFor();
  await page.screenshot({ path: join(shots, 'okr-project-edit-1440.png'), fullPage: true });
  await context.close();

  // A phone-sized screen.
  const phone = await signIn(under, 'parking-merchant', { width: 390, height: 844 });
  await phone.page.goto(`${under.product.url}/okr/objective/detail/${id}`);
  await phone.page.getByText(TITLE).first().waitFor();
  await phone.page.getByText('会员日新增月卡').waitFor();
  await phone.page.screenshot({ path: join(shots, 'okr-detail-390.png'), fullPage: true });
  await phone.context.close();
});

test('a staff account without the OKR permissions has no OKR menu and meets the no-auth page', async () => {
  const { context, page } = await signIn(under, 'parking-merchant-staff');
  const sections = await topSections(page);
  assert.equal(sections.includes('OKR'), false);
  await page.goto(`${under.product.url}/okr/objective/list`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await page.getByText('okr:objective:list').waitFor();
  await page.goto(`${under.product.url}/okr/objective/detail/1`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await context.close();
});
