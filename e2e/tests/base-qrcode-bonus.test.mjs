// base-qrcode-bonus end to end (docs/decisions.md, "QR codes and bonus activities of the base services"): the operator
// opens 码牌列表 and a code's image, issues a batch in 制码, binds one of its blank codes to a merchant and its terminal,
// stops it with a reason and restores it from 停用码牌; then 奖励活动 › 活动列表 → an activity's detail at the base
// services' address. Screenshots in e2e/screenshots.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const shot = async (page, name, width = 1440) => {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
};

test('operator: QR codes — list, image, 制码, bind, stop and restore; bonus activities at /base/services', async () => {
  const { context, page } = await signIn(under, 'admin');
  await openFromMenu(page, '基础服务', '码牌管理', '码牌列表');
  await page.waitForURL(/\/base\/services\/qrcode\/list$/);
  const list = page.getByTestId('table-base-qrcode-list');
  await list.getByText('ZBPK2M7QXA3D').waitFor();
  await list.getByText('福田中心停车场（100101）').first().waitFor();
  await shot(page, 'base-qrcode-list');
  await list.getByText('ZBPK2M7QXA3D').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('福田中心停车场 出口 1 号岗亭收款码').waitFor();
  await dialog.locator('canvas').waitFor();
  await dialog.getByText(/\/q\/ZBPK2M7QXA3D$/).waitFor();
  await shot(page, 'base-qrcode-dialog');
  await page.keyboard.press('Escape');

  // 制码: four blank codes, then the batch in the list.
  await page.getByRole('button', { name: /制\s*码/ }).click();
  await page.waitForURL(/\/base\/services\/qrcode\/feed-code$/);
  const feed = page.locator('form#qrcode-feed');
  await feed.getByLabel('码牌名称').fill('E2E 测试码牌');
  await feed.getByLabel('数量').fill('4');
  await feed.getByRole('button', { name: '生成码牌' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /生\s*成/ }).click();
  await page.getByText(/已生成 4 个码牌，批次 F\d{8}-/).waitFor();
  const batchTitle = await page.getByText(/^批次 F\d{8}-[A-Z2-9]{4}（4 个，收款码）$/).textContent();
  const batchNo = batchTitle.match(/F\d{8}-[A-Z2-9]{4}/)[0];
  assert.equal(await page.locator('.ant-card .ant-qrcode').count(), 4);
  await shot(page, 'base-qrcode-feed');
  await page.getByRole('button', { name: '在列表中查看' }).click();
  await page.waitForURL(new RegExp(`/base/services/qrcode/list\\?batch_no=${batchNo}`));
  await list.getByText('待绑定', { exact: true }).first().waitFor();
  await list.getByText('共 4 条').waitFor();
  assert.equal(await list.getByText(batchNo, { exact: true }).count(), 4);
  await shot(page, 'base-qrcode-batch');

  // Bind the first to 福田中心停车场 and its gate screen.
  await list.locator('tbody tr.ant-table-row').first().getByText('绑定商户', { exact: true }).click();
  await page.waitForURL(/\/base\/services\/qrcode\/edit\?id=\d+/);
  const form = page.locator('form#qrcode-edit');
  await form.getByText('待绑定：保存后启用').waitFor();
  const name = `会展中心北广场收款码 ${batchNo.slice(-4)}`;
  await form.getByLabel('码牌名称').fill(name);
  await form.getByLabel('绑定商户').click();
  await page.keyboard.type('福田中心');
  await pick(page, '福田中心停车场', { exact: false });
  await form.getByLabel('绑定终端').click();
  await pick(page, 'ZB-SC-0000103', { exact: false });
  await form.getByLabel('摆放位置').fill('北广场入口');
  await shot(page, 'base-qrcode-form');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.getByText('已绑定并启用').waitFor();
  await page.waitForURL(/\/base\/services\/qrcode\/list/);

  // Stop it (a reason is required), then restore it from 停用码牌.
  await list.getByText(name).waitFor();
  const row = list.locator('tr', { hasText: name });
  await row.getByText('停用', { exact: true }).click();
  const stop = page.getByRole('dialog');
  await stop.getByRole('button', { name: /停\s*用/ }).click();
  await stop.getByText('请填写停用原因').waitFor();
  await stop.getByLabel('停用原因').fill('E2E 演练停用');
  await stop.getByRole('button', { name: /停\s*用/ }).click();
  await page.getByText('已停用').waitFor();
  await openFromMenu(page, '基础服务', '码牌管理', '停用码牌');
  await page.waitForURL(/\/base\/services\/qrcode\/stop\/list$/);
  const stopped = page.getByTestId('table-base-qrcode-stop-list');
  await stopped.getByText('E2E 演练停用').waitFor();
  await stopped.getByText('出口改造，码牌撤下').waitFor();
  await shot(page, 'base-qrcode-stop-list');
  await stopped.locator('tr', { hasText: name }).getByText('恢复', { exact: true }).click();
  await page.locator('.ant-popover, .ant-modal-confirm').getByRole('button', { name: /确\s*定|恢\s*复|确\s*认/ }).first().click();
  await page.getByText('已恢复').waitFor();

  // 奖励活动: the 营销中心's activities at the base services' addresses.
  await openFromMenu(page, '基础服务', '奖励活动', '活动列表');
  await page.waitForURL(/\/base\/services\/bonus\/activity\/list$/);
  const activities = page.getByTestId('table-base-bonus-activity-list');
  await activities.getByText('新商户入驻有礼').click();
  await page.waitForURL(/\/base\/services\/bonus\/activity\/detail\?id=\d+/);
  // The list stays in the page, hidden (kept alive), with the same name: the detail's is the visible one.
  await page.getByText('新商户入驻有礼').filter({ visible: true }).first().waitFor();
  await page.getByText('基本信息').filter({ visible: true }).first().waitFor();
  await shot(page, 'base-bonus-activity-detail');
  await context.close();
});
