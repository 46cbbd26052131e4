// 广告主 end to end: the platform operator (admin, the demo's advertising partner) creates an advertiser, books a
// recharge for 蓝海传媒 on its detail page, and audits a 拓量需求; 蓝海传媒's own account (advertiser) sees the new
// balance on 预存款管理, its 数据统计 with charts, and changes its bids. docs/decisions.md, "Advertisers (广告主)".
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();

test('the operator creates an advertiser, books a recharge and audits an expansion demand', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '广告', '广告主', '广告主列表');
  await page.waitForURL(/\/adverting\/advertiser\/list$/);
  const table = page.getByTestId('table-adverting-advertiser');
  await table.getByText('共 5 条').waitFor();
  await table.locator('.ant-table-row', { hasText: '蓝海传媒' }).getByText('蓝海传媒广告有限公司（100500）').waitFor();

  // 新建广告主: required fields named before sending, then created.
  await page.getByRole('button', { name: /新建广告主/ }).click();
  await page.waitForURL(/\/adverting\/advertiser\/create$/);
  const form = page.locator('form#adverting-advertiser-create');
  await form.getByRole('button', { name: '创建广告主' }).click();
  await form.getByText('请输入公司名称').waitFor();
  await form.getByLabel('公司名称').fill('前海新能源汽车销售有限公司');
  await form.getByLabel('简称').fill('前海新能源');
  await form.getByLabel('统一社会信用代码').fill(validCreditCode('91440300MA5DC0001'));
  await form.getByLabel('联系人', { exact: true }).fill('林峰');
  await form.getByLabel('联系电话').fill('1391234');
  await form.getByRole('button', { name: '创建广告主' }).click();
  await form.getByText('请输入正确的手机号').waitFor();
  await form.getByLabel('联系电话').fill('13912345600');
  await page.screenshot({ path: join(screenshotDir, 'advertiser-form-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '创建广告主' }).click();
  await page.waitForURL(/\/adverting\/advertiser\/list$/);
  await table.getByText('共 6 条').waitFor();
  await table.locator('.ant-table-row', { hasText: '前海新能源汽车销售有限公司' }).getByText('未开通').waitFor();

  // 充值 on 蓝海传媒's detail page.
  await table.locator('.ant-table-row', { hasText: '蓝海传媒' }).getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/adverting\/advertiser\/detail\?id=\d+$/);
  await page.getByText('广告主平台').first().waitFor();
  await page.getByRole('button', { name: /充\s*值/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '预存款充值' });
  await dialog.getByLabel('充值金额').fill('12345.67');
  await dialog.getByLabel('付款流水号').fill('E2E-BT-20261127');
  await page.screenshot({ path: join(screenshotDir, 'advertiser-recharge-1440.png') });
  await dialog.getByRole('button', { name: '确认入账' }).click();
  await page.getByText(/已入账 ¥12,345\.67/).waitFor();
  const flow = page.getByTestId('table-adverting-advertiser-flow');
  await flow.locator('.ant-table-row').first().getByText('E2E-BT-20261127').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'advertiser-detail-1440.png'), fullPage: true });

  // 拓量需求: 审核 the pending one (驳回 needs a reason), then 通过.
  await openFromMenu(page, '广告', '投放管理', '拓量需求');
  const demands = page.getByTestId('table-adverting-expansion-demand');
  const row = demands.locator('.ant-table-row', { hasText: '双十二本地生活拓量' });
  await row.getByText('待审核').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'advertiser-demands-1440.png'), fullPage: true });
  await row.getByRole('button', { name: '审核' }).click();
  await page.waitForURL(/\/expansion-demand\/audit\?id=\d+$/);
  const audit = page.getByTestId('demand-audit');
  await audit.getByText('驳回', { exact: true }).click();
  await audit.getByRole('button', { name: /驳\s*回/ }).click();
  await audit.getByText('驳回时请写明原因').waitFor();
  await audit.getByText('通过', { exact: true }).click();
  await audit.getByRole('button', { name: /通\s*过/ }).click();
  await page.waitForURL(/\/expansion-demand\/detail\?id=\d+$/);
  await page.locator('.ant-tag:visible', { hasText: '已通过' }).first().waitFor();
  await context.close();
});

test('the advertiser sees its balance, statistics and bills, and changes its bids', async () => {
  const { context, page } = await signIn(under, 'advertiser');
  await openFromMenu(page, '广告主', '数据', '数据统计');
  await page.waitForURL(/\/advertiser\/statistics$/);
  await page.getByTestId('advertiser-spend-chart').waitFor();
  await page.getByTestId('advertiser-traffic-chart').waitFor();
  await page.getByTestId('advertiser-cards').getByText('预存款余额').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'advertiser-statistics-1440.png'), fullPage: true });

  await openFromMenu(page, '广告主', '账户', '预存款管理');
  const deposits = page.getByTestId('table-advertiser-deposit');
  await deposits.locator('.ant-table-row').first().waitFor();
  assert.ok((await deposits.locator('.ant-table-row').count()) >= 3);
  await page.screenshot({ path: join(screenshotDir, 'advertiser-deposit-1440.png'), fullPage: true });

  await openFromMenu(page, '广告主', '账单', '账单列表');
  await page.getByTestId('table-advertiser-bill').getByText('共 45 条').waitFor();

  await openFromMenu(page, '广告主', '账户', '出价设置');
  const price = page.locator('form#advertiser-price');
  await price.getByLabel('CPM 出价').waitFor();
  assert.equal(await price.getByLabel('CPM 出价').inputValue(), '35.00');
  await price.getByLabel('CPM 出价').fill('38.5');
  await price.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('出价设置已保存').waitFor();
  await context.close();
});

/** The GB 32100-2015 check character of the first 17 characters. */
function validCreditCode(first17) {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...first17].reduce((n, c, i) => n + alphabet.indexOf(c) * weights[i], 0);
  return first17 + alphabet[(31 - (sum % 31)) % 31];
}
