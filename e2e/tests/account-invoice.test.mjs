// 账户中心 › 发票管理 and 红包奖励 end to end (account-invoice slice): 福田中心停车场 adds an invoice title, picks two 可开票
// consumption records and applies for an invoice, finds it 待开票 in 开票记录, opens its detail and withdraws it (asked
// first); then reads its 红包奖励. Screenshots in e2e/screenshots.
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = (name) => join(screenshotDir, `account-invoice-${name}.png`);

test('parking-merchant manages titles, applies for an invoice, withdraws it and reads its red packets', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openFromMenu(page, '账户中心', '发票管理', '发票抬头');
  await page.waitForURL(/\/account\/invoice\/title/);
  const titles = page.getByTestId('table-account-invoice-title');
  await titles.getByText('深圳市福田中心停车场管理有限公司').waitFor();
  await page.getByRole('button', { name: /新增抬头/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增发票抬头' });
  await dialog.getByLabel('发票抬头').fill('深圳福田停车 E2E 分公司');
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  await dialog.getByText('请填写 15、18 或 20 位纳税人识别号', { exact: false }).waitFor();
  await dialog.getByLabel('纳税人识别号').fill('91440300ma5e2e002y');
  await dialog.getByLabel('接收邮箱').fill('e2e@futian-park.example');
  await page.screenshot({ path: shot('title-dialog-1440') });
  await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
  await titles.getByText('深圳福田停车 E2E 分公司').waitFor();
  await page.screenshot({ path: shot('title-list-1440'), fullPage: true });

  await openFromMenu(page, '账户中心', '发票管理', '消费记录');
  await page.waitForURL(/\/account\/invoice\/consumption/);
  const records = page.getByTestId('table-account-invoice-consumption');
  const open = records.locator('.ant-table-row', { hasText: '可开票' });
  await open.first().waitFor();
  await open.nth(0).locator('.ant-checkbox-input').check();
  await open.nth(1).locator('.ant-checkbox-input').check();
  await page.screenshot({ path: shot('consumption-1440'), fullPage: true });
  await page.getByRole('button', { name: /申请开票（2 笔）/ }).click();
  const apply = page.getByRole('dialog', { name: '申请开票' });
  await apply.getByText('已选 2 笔消费', { exact: false }).waitFor();
  await apply.getByText('企业 · 深圳市福田中心停车场管理有限公司', { exact: false }).waitFor();
  await page.screenshot({ path: shot('apply-1440') });
  await apply.getByRole('button', { name: /提交申请/ }).click();
  await page.getByText(/已提交开票申请 PI\d+/).waitFor();

  await openFromMenu(page, '账户中心', '发票管理', '开票记录');
  await page.waitForURL(/\/account\/invoice\/list/);
  const list = page.getByTestId('table-account-invoice-list');
  const waiting = list.locator('.ant-table-row', { hasText: '待开票' }).first();
  await waiting.waitFor();
  await list.locator('.ant-table-row', { hasText: '开票成功' }).first().waitFor();
  await page.screenshot({ path: shot('list-1440'), fullPage: true });
  await waiting.getByRole('button', { name: /^详\s?情$/ }).click();
  await page.waitForURL(/\/account\/invoice\/detail\?id=\d+$/);
  await page.getByRole('tab', { name: '消费明细' }).waitFor();
  await page.screenshot({ path: shot('detail-1440'), fullPage: true });
  await page.getByRole('button', { name: /撤回申请/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
  await page.locator('.ant-tag', { hasText: '已撤回' }).filter({ visible: true }).first().waitFor();

  await openFromMenu(page, '账户中心', '商户管理', '红包奖励');
  await page.waitForURL(/\/account\/merchant\/red-packet/);
  await page.getByTestId('table-account-red-packet').getByText('新商户入驻有礼').first().waitFor();
  await page.screenshot({ path: shot('red-packet-1440'), fullPage: true });
  await context.close();
});
