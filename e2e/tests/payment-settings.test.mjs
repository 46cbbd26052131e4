// The merchant detail's 分账 and 提现 tabs (issue 5, story step 1) end to end: the parking partner sets a
// profit-sharing rule for its customer 福田中心停车场 (an overlapping one is refused with the reason), and submits new
// withdrawal settings for it, picking the bank and a branch from the directory and uploading the proof; the platform
// operator reviews them in the same tab (通过); the merchant reads both on its own 商户信息 without changing them.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { noisyPng } from './png.mjs';
import { openTop, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const DETAIL = '/account/merchant/detail?id=100101';


test('the partner sets a profit-sharing rule for its customer; an overlapping one is refused and it can be disabled and deleted', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await page.goto(`${under.product.url}${DETAIL}`);
  await page.getByRole('tab', { name: '分账' }).click();
  const panel = page.getByRole('tabpanel', { name: '分账' });
  const table = panel.getByTestId('table-merchant-sharding');
  // The demo's rule: 5 % of parking fees and 无感支付 to the partner; the merchant keeps 95 %.
  const demo = table.locator('.ant-table-row', { hasText: '停车费服务分成' });
  await demo.getByText('深圳泊联科技有限公司').waitFor();
  await demo.getByText('95%').waitFor();

  // 新建分账规则: the shares are summed as they are typed, and more than 30 % is named before sending.
  await panel.getByRole('button', { name: /新建分账规则/ }).click();
  const dialog = page.getByRole('dialog', { name: '新建分账规则' });
  await dialog.getByLabel('规则名称').fill('预约服务分成');
  await dialog.getByLabel('适用业务').click();
  await pick(page, '车位预约');
  await dialog.getByLabel('规则名称').click();
  await dialog.getByLabel('接收方 1', { exact: true }).click();
  await dialog.getByLabel('接收方 1', { exact: true }).fill('泊联');
  await pick(page, '深圳泊联科技有限公司');
  await dialog.getByLabel('比例 1').fill('20');
  await dialog.getByRole('button', { name: /添加接收方/ }).click();
  await dialog.getByLabel('接收方 2', { exact: true }).click();
  await dialog.getByLabel('接收方 2', { exact: true }).fill('南山');
  await pick(page, '南山科技园停车场');
  await dialog.getByLabel('比例 2').fill('15');
  await dialog.getByTestId('sharding-shares').getByText('分出合计 35%，商户留存 65%（超过上限 30%）').waitFor();
  await dialog.getByRole('button', { name: '删除接收方 2' }).click();
  await dialog.getByLabel('比例 1').fill('2.5');
  await dialog.getByTestId('sharding-shares').getByText('分出合计 2.5%，商户留存 97.5%').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'payment-sharding-dialog-1440.png') });
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await dialog.waitFor({ state: 'detached' });
  const created = table.locator('.ant-table-row', { hasText: '预约服务分成' });
  await created.getByText('2.5%').waitFor();
  await created.getByText('车位预约').waitFor();

  // A second rule over every business overlaps both: refused, with the rule it clashes with; the input stays.
  await panel.getByRole('button', { name: /新建分账规则/ }).click();
  await dialog.getByLabel('规则名称').fill('全部业务分成');
  await dialog.getByLabel('接收方 1', { exact: true }).click();
  await dialog.getByLabel('接收方 1', { exact: true }).fill('泊联');
  await pick(page, '深圳泊联科技有限公司');
  await dialog.getByLabel('比例 1').fill('1');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText(/与启用中的分账规则「.+」（.+）适用业务重叠/).waitFor();
  assert.equal(await dialog.getByLabel('规则名称').inputValue(), '全部业务分成');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await dialog.waitFor({ state: 'detached' });

  // 停用 asks first; 删除 (offered only on a disabled rule) asks again and removes it.
  await created.getByRole('button', { name: /停\s*用/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
  // The status tag, not the 停用 link (its text is the same).
  await created.locator('.ant-tag', { hasText: /^停用$/ }).waitFor();
  await created.getByRole('button', { name: /删\s*除/ }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await created.waitFor({ state: 'detached' });
  await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
  await page.screenshot({ path: join(screenshotDir, 'payment-sharding-tab-1440.png'), fullPage: true });
  await context.close();
});

test('the partner submits withdrawal settings for its customer; the platform approves them; the merchant reads them', async () => {
  const partner = await signIn(under, 'parking-partner');
  let page = partner.page;
  await page.goto(`${under.product.url}${DETAIL}`);
  await page.getByRole('tab', { name: '提现' }).click();
  let panel = page.getByRole('tabpanel', { name: '提现' });
  // In force: the demo's ICBC account, paid out every Monday; the number is masked until asked for.
  await panel.getByText('自动提现 · 每周一').waitFor();
  await panel.getByText('**** **** 3456').waitFor();
  await panel.getByRole('button', { name: '修改提现设置' }).click();
  const dialog = page.getByRole('dialog', { name: '提现设置' });
  // Prefilled with the settings in force; change the bank, pick a branch from the directory, monthly on the 5th.
  assert.equal(await dialog.getByLabel('开户名称').inputValue(), '福田中心停车场');
  await dialog.getByLabel('开户银行').click();
  await dialog.getByLabel('开户银行').fill('招商');
  await pick(page, '招商银行');
  await dialog.getByLabel('银行账号').fill('7559 1234 5678 901');
  await dialog.getByLabel('开户支行').fill('福田');
  await page.locator('.ant-select-dropdown:visible').getByText('招商银行股份有限公司深圳福田支行').click();
  assert.match(await dialog.getByLabel('联行号').inputValue(), /^308584\d{6}$/);
  await dialog.getByLabel('周期').click();
  await pick(page, '每月');
  await dialog.getByLabel('提现日').click();
  await pick(page, '5 日');
  await dialog.getByLabel('起提金额（元）').fill('500');
  // The old proof is kept; a second photo is added.
  await dialog.getByTestId('image-upload-input').nth(1).setInputFiles({ name: '开户许可证.png', mimeType: 'image/png', buffer: noisyPng(800, 600, 3) });
  await dialog.getByTestId('image-upload').nth(1).getByRole('img', { name: '已上传的图片' }).waitFor();
  await dialog.getByLabel('申请说明').fill('更换结算银行');
  await page.screenshot({ path: join(screenshotDir, 'payment-withdraw-dialog-1440.png') });
  await dialog.getByRole('button', { name: /提交审核/ }).click();
  await dialog.waitFor({ state: 'detached' });
  const latest = panel.getByTestId('withdraw-latest');
  await latest.getByText('待审核').waitFor();
  await latest.getByText('自动提现 · 每月 5 日').waitFor();
  // The partner cannot review.
  assert.equal(await latest.getByRole('button', { name: /通\s*过/ }).count(), 0);
  await partner.context.close();

  // The platform operator passes it from the same tab.
  const admin = await signIn(under, 'admin');
  page = admin.page;
  await page.goto(`${under.product.url}${DETAIL}`);
  await page.getByRole('tab', { name: '提现' }).click();
  panel = page.getByRole('tabpanel', { name: '提现' });
  await panel.getByTestId('withdraw-latest').getByText('更换结算银行', { exact: false }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'payment-withdraw-review-1440.png'), fullPage: true });
  await panel.getByTestId('withdraw-latest').getByRole('button', { name: /通\s*过/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.getByText(/招商银行 \*\*\*\* \*\*\*\* 8901（福田中心停车场）/).waitFor();
  await confirm.getByRole('button', { name: /通\s*过/ }).click();
  await page.getByText('已通过，新的提现设置已生效').waitFor();
  await panel.getByText('自动提现 · 每月 5 日', { exact: true }).waitFor();
  await panel.getByTestId('withdraw-latest').waitFor({ state: 'detached' });
  // The change is in the record: who, and what moved.
  await panel.getByText(/银行账号：\*\*\*\* \*\*\*\* 3456 → \*\*\*\* \*\*\*\* 8901/).waitFor();
  await admin.context.close();

  // The merchant reads its settings and its rules on 商户信息; it may submit settings but not set rules.
  const owner = await signIn(under, 'parking-merchant');
  page = owner.page;
  await page.goto(`${under.product.url}/account/merchant/info`);
  const own = page.getByTestId('own-withdraw');
  // (The branch also stands in the change record below: the settings' own line carries the 联行号.)
  await own.getByText(/^招商银行股份有限公司深圳福田支行（联行号 \d{12}）$/).waitFor();
  await own.getByRole('button', { name: '修改提现设置' }).waitFor();
  const rules = page.getByTestId('own-sharding');
  await rules.getByText('停车费服务分成').waitFor();
  assert.equal(await rules.getByRole('button', { name: /新建分账规则/ }).count(), 0);
  assert.equal(await rules.getByRole('button', { name: /停\s*用/ }).count(), 0);
  await page.screenshot({ path: join(screenshotDir, 'payment-own-settings-1440.png'), fullPage: true });
  await owner.context.close();
});

test('申请详情 shows the new customer’s 分账 and 提现 once its application is approved, not before', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  // The demo's applications to the partner: 南山科技园停车场's was approved, 罗湖万象停车场's waits.
  await page.goto(`${under.product.url}/account/merchant/apply/detail?id=2`);
  await page.getByText('南山科技园停车场（100102）').waitFor();
  await page.getByRole('tab', { name: '提现' }).click();
  const withdraw = page.getByRole('tabpanel', { name: '提现' });
  await withdraw.getByText('尚未设置提现账户：结算款留在商户账户中，不会提现').waitFor();
  await withdraw.getByTestId('withdraw-latest').getByText('待审核').waitFor();
  await page.getByRole('tab', { name: '分账' }).click();
  await page.getByRole('tabpanel', { name: '分账' }).getByText('月卡充值分账').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'payment-apply-detail-tabs-1440.png'), fullPage: true });

  await page.goto(`${under.product.url}/account/merchant/apply/detail?id=1`);
  await page.getByText('罗湖万象停车场（100103）').waitFor();
  await page.getByRole('tab', { name: '申请信息' }).waitFor();
  assert.equal(await page.getByRole('tab', { name: '分账' }).count(), 0);
  assert.equal(await page.getByRole('tab', { name: '提现' }).count(), 0);
  await context.close();
});

test('支付应用授权 is a dynamic route: the payment partner requests an authorization, the platform passes it; others cannot open it', async () => {
  const partner = await signIn(under, 'parking-partner');
  let page = partner.page;
  // In the menu once its start-up check passed: 支付服务 › 支付应用授权.
  await openTop(page, '支付服务');
  await page.locator('.ant-layout-sider .ant-menu-root').getByText('支付应用授权', { exact: true }).click();
  await page.waitForURL(/\/service\/payment\/acl\/list$/);
  const table = page.getByTestId('table-payment-app-acl');
  await table.getByText('共 2 条').waitFor();
  await page.getByRole('button', { name: /申请授权/ }).click();
  const dialog = page.getByRole('dialog', { name: '申请支付应用授权' });
  await dialog.getByLabel('支付商户').click();
  await dialog.getByLabel('支付商户').fill('福田');
  await pick(page, '福田中心停车场');
  await dialog.getByLabel('应用').click();
  await dialog.getByLabel('应用').fill('充电');
  await pick(page, '深能充电运营控制台（energy-console）');
  await dialog.getByLabel('授权业务').click();
  await pick(page, '充电停车费');
  // Close the dropdown (it covers the next field) and let every closing dropdown finish leaving.
  await dialog.locator('.ant-alert').click();
  await page.waitForFunction(() => document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').length === 0);
  await dialog.getByLabel('申请说明').fill('充电用户停车费代收');
  await dialog.getByRole('button', { name: /提交审核/ }).click();
  await dialog.waitFor({ state: 'detached' });
  const row = table.locator('.ant-table-row', { hasText: 'energy-console' });
  await row.getByText('待审核').waitFor();
  assert.equal(await row.getByRole('button', { name: /通\s*过/ }).count(), 0);
  await page.screenshot({ path: join(screenshotDir, 'payment-app-acl-partner-1440.png'), fullPage: true });
  await partner.context.close();

  const admin = await signIn(under, 'admin');
  page = admin.page;
  await page.goto(`${under.product.url}/service/payment/acl/list`);
  const adminRow = page.getByTestId('table-payment-app-acl').locator('.ant-table-row', { hasText: 'energy-console' });
  await adminRow.getByRole('button', { name: /通\s*过/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.getByText('通过后，「深能充电运营控制台」即可为「福田中心停车场」收取充电停车费的款项。').waitFor();
  await confirm.getByRole('button', { name: /通\s*过/ }).click();
  await adminRow.getByText('已授权').waitFor();
  await admin.context.close();

  // Without the payment partner product (the energy partner), or without the permission (the partner's staff): no-auth.
  for (const account of ['energy-partner', 'parking-partner-staff']) {
    const other = await signIn(under, account);
    // The partner's staff keeps 支付服务 for its 进件申请 (channel-apply.test.mjs), without 支付应用授权.
    await other.page.getByTestId('top-menu').getByText('首页', { exact: true }).waitFor();
    assert.equal(await other.page.getByTestId('top-menu').getByText('支付服务', { exact: true }).count(), account === 'energy-partner' ? 0 : 1);
    await other.page.goto(`${under.product.url}/service/payment/acl/list`);
    await other.page.waitForURL(/\/error-page\/no-auth\?/);
    await other.page.getByText('无访问权限').waitFor();
    await other.context.close();
  }
});
