// 外部填写链接 end to end (docs/decisions.md, "External (temporary-token) pages"): the payment partner issues a link for
// 南山科技园停车场; a browser without a console session opens it (the ticket leaves the address), chooses 银联商务, fills
// in and submits the application and sees its detail; the partner's list shows it and the link as 已使用; once revoked,
// the page shows the invalid-link message, as the link opened a second time does.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
/** The list toolbar's 外部填写链接 (returned rows have one of their own). */
const toolbarLink = (page) => page.locator('button', { hasText: '外部填写链接' }).filter({ has: page.locator('.anticon-link') });

test('a link issued in the console lets someone without an account file the application; revoking it ends the page', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  await page.goto(`${under.product.url}/service/payment/channel-apply`);
  const table = page.getByTestId('table-channel-apply-list');
  await table.locator('.ant-table-row').first().waitFor();
  await toolbarLink(page).click();
  const dialog = page.locator('.ant-modal', { hasText: '已发放的链接' });
  await dialog.waitFor();
  await dialog.getByLabel('进件商户').click();
  await dialog.getByLabel('进件商户').fill('南山科技');
  await pick(page, '南山科技园停车场', { exact: false });
  await dialog.getByRole('button', { name: '生成链接' }).click();
  const url = dialog.getByTestId('external-link-url');
  await url.waitFor();
  const link = (await url.textContent()).trim();
  assert.match(link, /\/external\?ticket=[A-Za-z0-9_-]{40,}$/);
  await dialog.locator('.ant-qrcode').waitFor();
  await dialog.locator('.ant-table-row', { hasText: '有效' }).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'external-link-dialog-1440.png') });

  // Someone without a console account: a fresh browser, no session.
  const outside = await under.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  const form = await outside.newPage();
  await form.goto(link);
  await form.waitForURL(/\/external\/payment\/channel\/config$/);
  assert.ok(!form.url().includes('ticket'));
  await form.getByTestId('external-session').getByText('南山科技园停车场').waitFor();
  assert.equal(await form.locator('.ant-layout-sider').count(), 0);
  await form.getByRole('radio', { name: /银联商务/ }).check();
  await form.screenshot({ path: join(screenshotDir, 'external-config-1280.png'), fullPage: true });
  await form.getByRole('button', { name: '下一步：填写进件资料' }).click();
  await form.waitForURL(/\/external\/payment\/channel\/apply\?channel=CHINAUMS$/);
  await form.getByLabel('开户名称').fill('南山科技园停车场');
  await form.getByLabel('结算账号').fill('6222020200118877665');
  await form.getByLabel('开户银行').click();
  await pick(form, '中国工商银行');
  await form.getByLabel('开户支行').fill('工商银行深圳南山支行');
  await form.getByLabel('联系人', { exact: true }).fill('李明');
  await form.getByLabel('联系电话').fill('13800000102');
  await form.screenshot({ path: join(screenshotDir, 'external-apply-1280.png'), fullPage: true });
  await form.getByRole('button', { name: '提交进件' }).click();
  await form.waitForURL(/\/external\/payment\/channel\/detail$/);
  await form.locator('.ant-descriptions').locator('.ant-tag', { hasText: '待审核' }).waitFor();
  await form.locator('.ant-descriptions').getByText('外部链接（陈立）').waitFor();
  const applyNo = (await form.locator('.ant-descriptions-item', { hasText: '进件编号' }).locator('.ant-descriptions-item-content').textContent()).trim();
  assert.match(applyNo, /^CA[0-9]{14}$/);
  await form.screenshot({ path: join(screenshotDir, 'external-detail-1280.png'), fullPage: true });

  // The console sees the application, and the link as used; revoking it ends the external page.
  await dialog.getByRole('button', { name: /关\s*闭|Close/ }).click().catch(() => page.keyboard.press('Escape'));
  await page.reload();
  await table.locator('.ant-table-row', { hasText: applyNo }).waitFor();
  await toolbarLink(page).click();
  const used = dialog.locator('.ant-table-row', { hasText: applyNo });
  await used.getByText('已使用').waitFor();
  await used.getByText('撤销').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /撤\s*销/ }).click();
  await used.getByText('已撤销').waitFor();

  await form.reload();
  await form.getByTestId('external-token-missing').getByText('令牌缺失或链接已失效').waitFor();
  assert.equal(await form.getByTestId('external-session').count(), 0);
  await form.screenshot({ path: join(screenshotDir, 'external-revoked-1280.png') });
  // The link itself cannot be opened again (revoked; before that: 链接已被打开过).
  const again = await outside.newPage();
  await again.goto(link);
  await again.getByTestId('external-token-missing').getByText('链接已被撤销，请联系发起人重新获取').waitFor();
  await outside.close();
  await context.close();
});
