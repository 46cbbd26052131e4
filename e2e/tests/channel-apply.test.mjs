// 支付进件 end to end: the payment partner's 支付 to-do counts its abnormal applications and 去处理 lists exactly those;
// it edits an abnormal one and resubmits it (the count drops) and passes a pending one on to the channel. The energy
// merchant is asked once to sign its 银联商务 contract and sees the signing code.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { closeDrawer, productUnderTest, screenshotDir, signIn, todoCount } from './server.mjs';

const under = productUnderTest();
const TODO = 'account:abnormal:statistics';

/** The 支付 to-do's count as the drawer shows it (the drawer is closed again). */

test('the partner’s 支付 to-do leads to its abnormal applications; resubmitting one drops the count; passing a pending one', async () => {
  const { context, page } = await signIn(under, 'parking-partner');
  const before = await todoCount(page, TODO);
  assert.equal(before, 2);
  await page.screenshot({ path: join(screenshotDir, 'channel-apply-todo-1440.png') });
  await page.locator('.ant-drawer').getByText('去处理').click();
  await page.waitForURL(/\/service\/payment\/channel-apply\?abnormal=1$/);
  await page.getByTestId('abnormal-tag').waitFor();
  const table = page.getByTestId('table-channel-apply-list');
  await table.getByText(`共 ${before} 条`).waitFor();
  assert.equal(await table.locator('.ant-table-row').count(), before);
  assert.equal(await table.locator('.ant-table-row .ant-tag', { hasText: '异常' }).count(), before);
  await page.screenshot({ path: join(screenshotDir, 'channel-apply-abnormal-1440.png'), fullPage: true });

  // Edit the abnormal 拉卡拉 application of 福田中心停车场 and resubmit it.
  await table.locator('.ant-table-row', { hasText: 'CA20260901000004' }).getByRole('button', { name: '编辑' }).click();
  await page.waitForURL(/\/payment\/channel\/apply\/edit\?apply_no=CA20260901000004$/);
  const name = page.getByLabel('开户名称');
  await name.waitFor();
  await page.waitForFunction(() => (document.querySelector('#channel-apply-edit_account_name')?.value ?? '') !== '');
  await name.fill('福田中心停车场');
  await page.getByLabel('联系人', { exact: true }).fill('王芳');
  await page.screenshot({ path: join(screenshotDir, 'channel-apply-edit-1440.png'), fullPage: true });
  await page.getByRole('button', { name: '保存并重新提交' }).click();
  await page.waitForURL(/\/service\/payment\/channel-apply/);
  assert.equal(await todoCount(page, TODO), before - 1);
  await closeDrawer(page);

  // The list without the to-do filter: tabs with counts; pass a pending application.
  await page.goto(`${under.product.url}/service/payment/channel-apply?status=1`);
  await table.locator('.ant-table-row', { hasText: 'CA20260901000004' }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'channel-apply-list-1440.png'), fullPage: true });
  await table.locator('.ant-table-row', { hasText: 'CA20260901000008' }).getByRole('button', { name: '审核' }).click();
  await page.waitForURL(/\/payment\/channel\/audit\?apply_no=CA20260901000008$/);
  await page.getByRole('button', { name: '审核通过，提交渠道' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定|OK/ }).click();
  await page.locator('.ant-descriptions').locator('.ant-tag', { hasText: '渠道审核中' }).waitFor();
  await page.getByRole('tab', { name: '操作记录' }).click();
  await page.getByText('审核通过，提交渠道').last().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'channel-apply-audit-1440.png'), fullPage: true });
  await context.close();
});

test('the energy merchant is asked once to sign its contract and sees the signing code', async () => {
  const { context, page } = await signIn(under, 'energy-merchant', undefined, { signPrompt: true });
  const confirm = page.locator('.ant-modal-confirm', { hasText: '签约提醒' });
  await confirm.waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(screenshotDir, 'channel-apply-sign-prompt-1440.png') });
  await confirm.getByRole('button', { name: '去签约' }).click();
  const code = page.getByTestId('sign-code');
  await code.waitFor();
  await page.waitForTimeout(600);
  const box = await page.locator('.ant-modal', { has: code }).boundingBox();
  assert.equal(Math.round(box.width), 400);
  const qr = await code.locator('.ant-qrcode').boundingBox();
  assert.equal(Math.round(qr.width), 200);
  await page.screenshot({ path: join(screenshotDir, 'channel-apply-sign-code-1440.png') });
  // Once per browser: a reload asks nothing.
  await page.reload();
  await page.getByTestId('top-menu').getByText('首页').waitFor();
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('.ant-modal-confirm', { hasText: '签约提醒' }).count(), 0);
  await context.close();
});
