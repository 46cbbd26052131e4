// 支付服务's and 交易中心's new pages end to end (docs/decisions.md, "Payment service: transfers, material, risk,
// channels"): 福田中心停车场 (parking-merchant) applies for QR stands from 交易中心 › 物料申请记录 and reads its 应用授权;
// 深圳泊联科技 (parking-partner) sees that application on 支付服务, reviews a risk event once, reads its 收益统计, 转账 and
// 回单列表; the platform (admin) passes the application.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { pick, productUnderTest, screenshotDir, sideOf, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
};
const openItem = async (page, top, item) => {
  await page.getByTestId('top-menu').getByText(top, { exact: true }).click();
  await sideOf(page).getByText(item, { exact: true }).click();
};

test('merchant: 物料申请 from 交易中心, its 应用授权', async () => {
  const { context, page } = await signIn(under, 'parking-merchant');
  await openItem(page, '交易中心', '物料申请记录');
  await page.waitForURL(/\/trading-center\/material\/apply\/list$/);
  const table = page.getByTestId('table-merchant-material-apply');
  await table.locator('.ant-table-row', { hasText: '已发货' }).first().waitFor();
  await page.getByRole('button', { name: '申请物料' }).click();
  await page.waitForURL(/\/trading-center\/material\/apply\/create$/);
  const form = page.locator('form#merchant-material-apply-create');
  await form.getByLabel('物料类型').click();
  await pick(page, '收款码桌贴');
  await form.getByLabel('数量').fill('48');
  await form.getByLabel('收件人', { exact: true }).fill('王芳');
  await form.getByLabel('收件人手机号').fill('13800100101');
  await form.getByLabel('收件地址').fill('深圳市福田区深南大道 6008 号 B1 管理处');
  await form.getByLabel('申请说明').fill('B1 层新增车位桌贴');
  await shot(page, 'service-trading-material-create');
  await form.getByRole('button', { name: /提交申请/ }).click();
  await page.waitForURL(/\/trading-center\/material\/apply\/list$/);
  const mine = table.locator('.ant-table-row', { hasText: '收款码桌贴 × 48' });
  await mine.getByText('待审核').waitFor();
  await shot(page, 'service-trading-material-list');

  await openItem(page, '交易中心', '应用授权');
  await page.waitForURL(/\/trading-center\/app\/acl$/);
  await page.getByTestId('table-trading-center-app-acl').getByText('智泊停车缴费小程序').first().waitFor();
  assert.equal(await page.getByTestId('table-trading-center-app-acl').getByRole('columnheader', { name: '支付商户' }).count(), 0);
  await shot(page, 'service-trading-app-acl');
  await context.close();
});

test('partner: 物料申请记录, 风险事件 reviewed once, 收益统计, 转账, 回单列表', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await openItem(page, '支付服务', '物料申请记录');
  await page.waitForURL(/\/service\/material\/apply\/list$/);
  await page.getByTestId('table-service-material-apply').locator('.ant-table-row', { hasText: '福田中心停车场' }).first().waitFor();

  await openItem(page, '支付服务', '风险事件');
  await page.waitForURL(/\/service\/risk\/event\/list$/);
  const events = page.getByTestId('table-payment-risk-event');
  await page.getByTestId('risk-pending').getByText('大额交易 1').waitFor();
  await shot(page, 'service-trading-risk-list');
  await events.locator('.ant-table-row', { hasText: '大额交易' }).getByRole('button', { name: '处理' }).click();
  await page.waitForURL(/\/service\/risk\/event\/audit\?id=\d+$/);
  const form = page.locator('form#risk-event-audit');
  await form.getByText('确认风险').click();
  await form.getByLabel('处置措施').click();
  await pick(page, '延迟结算');
  await form.getByLabel('处理意见').fill('单笔金额异常，延迟结算并联系商户核实');
  await page.getByRole('button', { name: '提交处理结果' }).click();
  await page.locator('.ant-modal-confirm').getByText('确认风险并延迟结算。提交后不能修改。').waitFor();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await page.locator('form#risk-event-audit').waitFor({ state: 'detached' });
  await page.locator('.ant-descriptions-item-content', { hasText: '单笔金额异常，延迟结算并联系商户核实' }).waitFor();
  await shot(page, 'service-trading-risk-audit');

  await openItem(page, '支付服务', '收益统计');
  await page.waitForURL(/\/service\/revenue\/statistics$/);
  await page.getByTestId('revenue-rank').getByText('福田中心停车场').waitFor();
  await page.getByTestId('revenue-total').getByText('手续费收入').waitFor();
  await shot(page, 'service-trading-revenue');

  await openItem(page, '支付服务', '转账');
  await page.waitForURL(/\/service\/transfer\/list$/);
  const transfers = page.getByTestId('table-service-transfer-list');
  await transfers.locator('.ant-table-row').first().waitFor();
  await transfers.locator('.ant-table-row', { hasText: '已提现' }).first().getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/transfer\/detail\?transfer_no=/);
  await page.getByTestId('transfer-receipt').getByText('回单号').waitFor();

  await openItem(page, '支付服务', '回单列表');
  await page.waitForURL(/\/service\/channel\/receipt\/list$/);
  await page.getByTestId('table-payment-channel-receipt').locator('.ant-table-row').first().waitFor().catch(async () => {
    // The demo's paid-out withdrawals may be older than 30 days: widen the range.
    await page.goto(`${under.product.url}/service/channel/receipt/list?start_date=2026-01-01&end_date=2026-03-31`);
  });
  await shot(page, 'service-trading-receipts');
  await context.close();
});

test('platform: passes the merchant’s application', async () => {
  const { context, page } = await signIn(under, 'admin');
  await page.goto(`${under.product.url}/service/material/apply/list?status=0`);
  const table = page.getByTestId('table-service-material-apply');
  const row = table.locator('.ant-table-row', { hasText: '南山快充站' }).first();
  await row.waitFor();
  await row.getByRole('button', { name: '通过' }).click();
  await page.locator('.ant-modal-confirm-title', { hasText: '通过物料申请' }).waitFor();
  await page.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await page.getByText('已通过，待发货').waitFor();
  await context.close();
});
