// 发票服务 › 技术服务费 and 开票测试, 合同签约 and the 进件申请编号 help (docs/decisions.md, "Invoice fees, invoicing test,
// contract prepare"): the invoice partner adds a price rule for 福田中心停车场 and reads its fees, checks the merchant's
// invoicing setup and previews an invoice (nothing issued); the energy merchant opens the signing page of its 银联商务
// application; the help page opens signed out, and the signing page asks a signed-out browser to sign in.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openTop, pick, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();

test('the invoice partner sets a price rule, reads the fees and tests a merchant’s invoicing', async () => {
  const { context, page } = await signIn(under, 'invoice-partner');
  await openTop(page, '发票服务');
  await sideOf(page).getByText('技术服务费', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/fee\/list$/);
  const fees = page.getByTestId('table-invoice-fee-list');
  await fees.locator('.ant-table-row', { hasText: '福田中心停车场' }).first().waitFor();
  await page.getByTestId('fee-summary').getByText(/技术服务费合计 ¥/).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-fee-list-1440.png'), fullPage: true });

  // 收费标准: the seeded defaults and 福田中心停车场's own; add its red-invoice rule.
  await page.getByRole('tab', { name: '收费标准' }).click();
  await page.waitForURL(/\/invoice-merchant\/fee\/list\?tab=price$/);
  const prices = page.getByTestId('table-invoice-price-list');
  await prices.locator('.ant-table-row', { hasText: '默认（全部商户）' }).first().waitFor();
  await page.getByRole('button', { name: '新增收费标准' }).click();
  const dialog = page.locator('.ant-modal', { hasText: '新增收费标准' });
  await dialog.getByLabel('适用商户').click();
  await dialog.getByLabel('适用商户').fill('福田');
  await pick(page, '福田中心停车场（100101）');
  await dialog.getByText('红字发票', { exact: true }).click();
  await dialog.getByLabel('单价').fill('0.1');
  await dialog.getByLabel('备注').fill('红冲优惠');
  await page.screenshot({ path: join(screenshotDir, 'invoice-price-dialog-1440.png') });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('已新增收费标准').waitFor();
  const added = prices.locator('.ant-table-row', { hasText: '红冲优惠' });
  await added.getByText('¥0.10/张').waitFor();
  await added.getByText('福田中心停车场（100101）').waitFor();

  // The same rule again overlaps: the server says so and the dialog stays open.
  await page.getByRole('button', { name: '新增收费标准' }).click();
  await dialog.getByLabel('适用商户').click();
  await dialog.getByLabel('适用商户').fill('福田');
  await pick(page, '福田中心停车场（100101）');
  await dialog.getByText('红字发票', { exact: true }).click();
  await dialog.getByLabel('单价').fill('0.2');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText(/月份不能重叠/).first().waitFor();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  // Back on 费用明细: this month's row of 福田中心停车场 prices its red invoices (if any) at 0.10.
  await page.getByRole('tab', { name: '费用明细' }).click();
  await page.waitForURL(/\/invoice-merchant\/fee\/list$/);
  await fees.locator('.ant-table-row', { hasText: '福田中心停车场' }).first().waitFor();

  // 开票测试: the checklist and an invoice preview; nothing is issued.
  await sideOf(page).getByText('开票测试', { exact: true }).click();
  await page.waitForURL(/\/invoice-merchant\/test$/);
  await page.getByText('不会开具发票，也不保存任何数据').waitFor();
  await page.getByLabel('发票商户').click();
  await page.getByLabel('发票商户').fill('福田');
  await pick(page, '福田中心停车场（100101）');
  const checklist = page.getByTestId('invoice-checklist');
  await checklist.getByText('税控软件已绑定（通过）').waitFor();
  await checklist.getByText('电子税务局身份认证（未通过）').waitFor();
  assert.equal(await checklist.locator('.ant-list-item').count(), 7);
  const form = page.locator('form#invoice-test');
  await form.getByLabel('发票抬头').fill('张三');
  await form.getByLabel('含税金额 1').fill('106');
  await form.getByRole('button', { name: '预览发票' }).click();
  const preview = page.getByTestId('invoice-preview');
  await preview.getByText('深圳市福田中心停车场管理有限公司').waitFor();
  await page.getByTestId('invoice-capitals').getByText('⊗壹佰零陆元整').waitFor();
  await preview.getByText(/电子税务局身份认证/).first().waitFor();
  await preview.getByText('¥6.00').first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'invoice-test-1440.png'), fullPage: true });
  await context.close();
});

test('the energy merchant opens the signing page of its application awaiting signature', async () => {
  const { context, page } = await signIn(under, 'energy-merchant');
  await page.goto(`${under.product.url}/contract/prepare?apply_no=CA20260901000009`);
  const prepare = page.getByTestId('contract-prepare');
  await prepare.getByText('银联商务').first().waitFor();
  const code = prepare.getByTestId('sign-code');
  await code.getByText('HT20260901000009').waitFor();
  await code.getByLabel('电子合同签约码').waitFor();
  await prepare.getByText('签约步骤').waitFor();
  await prepare.getByRole('button', { name: '刷新状态' }).click();
  await prepare.getByText(/状态更新于/).waitFor();
  // Single layout, no online-support button.
  assert.equal(await page.locator('.ant-layout-sider').count(), 0);
  assert.equal(await page.getByTestId('support-button').count(), 0);
  await page.screenshot({ path: join(screenshotDir, 'contract-prepare-1440.png'), fullPage: true });
  await context.close();
});

test('the apply_no help opens signed out; the signing page asks for a sign-in first', async () => {
  const context = await under.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${under.product.url}/paymnet/channel/apply_no/instruction`);
  const help = page.getByTestId('apply-no-instruction');
  await help.getByRole('heading', { name: '进件申请编号说明' }).waitFor();
  const guide = page.getByTestId('apply-status-guide');
  await guide.locator('.ant-table-row', { hasText: '待签约' }).getByRole('link', { name: '前往合同签约' }).waitFor();
  assert.equal(await guide.locator('.ant-table-row').count(), 6);
  assert.match(new URL(page.url()).pathname, /^\/paymnet\/channel\/apply_no\/instruction$/);
  await page.screenshot({ path: join(screenshotDir, 'apply-no-instruction-1440.png'), fullPage: true });
  await help.getByLabel('进件申请编号').fill('CA20260901000009');
  await help.getByRole('button', { name: '去签约' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('login_other') === '1');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/contract/prepare?apply_no=CA20260901000009');
  await context.close();
});
