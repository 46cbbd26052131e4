// Parks end to end: 福田中心停车场's main account applies for a new park, picking its place in the map dialog (no map
// provider configured here: the region tree is searched for the district, the point is clicked on the map, the street
// typed) and its 所在地区 is filled from it; the parking partner approves it; the park appears in 停车场 with the
// coordinates chosen, and the park picker filters the list down to it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { openFromMenu, pick, productUnderTest, screenshotDir, signIn } from './server.mjs';

const under = productUnderTest();
const PARK = '益田路中心广场停车场';


test('a parking merchant applies for a park with a map point, the partner approves, the park picker finds it', async () => {
  // ---- the parking merchant applies (停车管理 › 停车场申请 › 申请新停车场) ----
  const merchant = await signIn(under, 'parking-merchant');
  let page = merchant.page;
  await openFromMenu(page, '停车管理', '停车场管理', '停车场申请');
  await page.waitForURL(/\/parking-merchant\/park\/apply\/list$/);
  const mine = page.getByTestId('table-park-apply-list-merchant');
  // The demo's rejected application, with its reason in the detail.
  await mine.locator('.ant-table-row', { hasText: '车公庙路侧停车位' }).getByText('已驳回').waitFor();

  await page.getByRole('button', { name: /申请新停车场/ }).click();
  await page.waitForURL(/\/parking-merchant\/park\/apply\/create$/);
  const form = page.locator('form#park-apply-create-merchant');
  // What is missing is named before anything is sent.
  await form.getByRole('button', { name: '提交申请' }).click();
  await form.getByText('请输入停车场名称').waitFor();
  await form.getByText('请在地图上选择停车场的位置').waitFor();
  await form.getByText('请选择所在地区').waitFor();

  await form.getByLabel('停车场名称').fill(PARK);
  await form.getByLabel('停车场类型').click();
  await pick(page, '地下停车场');

  // The map dialog: search the district, click the entrance on the map, type the street, confirm.
  await form.getByRole('button', { name: /选择地点/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '选择停车场位置' });
  await dialog.getByText('未配置地图服务：请在下方选择行政区划并填写详细地址').waitFor();
  await dialog.getByLabel('搜索地点').fill('福田区');
  await dialog.getByLabel('搜索地点').press('Enter');
  await dialog.getByTestId('map-results').getByText('广东省深圳市福田区', { exact: true }).first().click();
  assert.equal(await dialog.getByLabel('行政区划代码').inputValue(), '440304');
  const map = dialog.locator('.leaflet-container');
  const box = await map.boundingBox();
  await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 - 40);
  const lat = await dialog.getByLabel('纬度').inputValue();
  const lng = await dialog.getByLabel('经度').inputValue();
  assert.match(lat, /^22\.\d{6}$/);
  assert.match(lng, /^114\.\d{6}$/);
  await dialog.getByLabel('详细地址').fill('益田路 5033 号');
  await page.screenshot({ path: join(screenshotDir, 'park-apply-map-dialog-1440.png') });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await dialog.waitFor({ state: 'detached' });

  // The point fills the form: the coordinates under the picker, 所在地区 and 详细地址 (editable).
  assert.equal(await form.getByTestId('location-point').textContent(), `经纬度：${lat}, ${lng}`);
  await form.locator('.ant-cascader').getByText('广东省 / 深圳市 / 福田区').waitFor();
  assert.equal(await form.getByLabel('详细地址').inputValue(), '广东省深圳市福田区益田路 5033 号');
  await form.getByLabel('总车位数').fill('300');
  await form.getByLabel('月卡上限').fill('400');
  await form.getByText('月卡上限不能超过总车位数').waitFor();
  await form.getByLabel('月卡上限').fill('80');
  await form.getByText('月卡上限不能超过总车位数').waitFor({ state: 'detached' });
  await form.getByLabel('申请说明').fill('写字楼地下车库，12 月交付');
  await page.screenshot({ path: join(screenshotDir, 'park-apply-form-1440.png'), fullPage: true });
  await form.getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL(/\/parking-merchant\/park\/apply\/list$/);
  await mine.locator('.ant-table-row', { hasText: PARK }).getByText('待审核').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'park-apply-list-merchant-1440.png'), fullPage: true });
  await merchant.context.close();

  // ---- the parking partner approves it (停车服务 › 停车场申请) ----
  const partner = await signIn(under, 'parking-partner');
  page = partner.page;
  await openFromMenu(page, '停车服务', '停车场管理', '停车场申请');
  await page.waitForURL(/\/parking\/parking\/apply\/list$/);
  const applications = page.getByTestId('table-park-apply-list-partner');
  const row = applications.locator('.ant-table-row', { hasText: PARK });
  await row.getByText('福田中心停车场（100101）').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'park-apply-list-partner-1440.png'), fullPage: true });
  // Its detail, then 通过 there.
  await row.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/parking\/parking\/apply\/detail\?id=\d+$/);
  const detail = page.locator('.ant-descriptions');
  await detail.getByText(`${lat}, ${lng}`).waitFor();
  await detail.getByText('写字楼地下车库，12 月交付').waitFor();
  await page.getByRole('button', { name: /通\s*过/ }).click();
  const approve = page.locator('.ant-modal', { hasText: '通过停车场申请' });
  await approve.getByText(`通过后将为「福田中心停车场」创建停车场「${PARK}」，不能撤回。`).waitFor();
  await approve.getByLabel('审核意见（选填）').fill('资料齐全');
  await approve.getByRole('button', { name: /通\s*过/ }).click();
  const done = page.getByText(/已通过，停车场编号 P\d{7}/);
  await done.waitFor();
  const parkCode = (await done.textContent()).match(/P\d{7}/)[0];
  await detail.getByText('已通过').waitFor();
  await detail.getByText(parkCode).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'park-apply-approved-1440.png'), fullPage: true });

  // ---- the park in 停车场, with its coordinates; the park picker narrows the list to it ----
  await page.locator('.ant-layout-sider .ant-menu-root').getByText('停车场', { exact: true }).click();
  await page.waitForURL(/\/parking\/parking\/list$/);
  const parks = page.getByTestId('table-park-list');
  await parks.getByText('共 6 条').waitFor();
  const created = parks.locator('.ant-table-row', { hasText: PARK });
  await created.getByText(`${lat}, ${lng}`).waitFor();
  await created.getByText('地下停车场').waitFor();
  await created.getByText('广东省深圳市福田区', { exact: true }).waitFor();

  const picker = page.getByTestId('search-panel').getByRole('combobox').first();
  await page.getByTestId('search-panel').getByText('全部停车场').waitFor();
  await picker.click();
  await page.locator('.ant-select-dropdown:visible').getByText('全部停车场').waitFor();
  await picker.fill(' 益田路 中心 ');
  // The typed text is searched on the server without its spaces, after a pause: one park left.
  await page.waitForFunction(() => document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').length === 1);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: PARK }).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'park-picker-search-1440.png') });
  await pick(page, PARK);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page.waitForURL(new RegExp(`park_code=${parkCode}`));
  await parks.getByText('共 1 条').waitFor();
  await created.getByText(parkCode).waitFor();
  await page.screenshot({ path: join(screenshotDir, 'park-list-picked-1440.png'), fullPage: true });

  // The park's detail says the same; its 操作记录 names the approval.
  await created.getByRole('button', { name: '详情' }).click();
  await page.waitForURL(/\/parking\/parking\/detail\?park_code=/);
  await page.locator('.ant-descriptions:visible').getByText(`${lat}, ${lng}`).waitFor();
  await page.getByRole('tab', { name: '操作记录' }).filter({ visible: true }).click();
  // Created by the approval: the entry holds the park's fields.
  await page.getByText(/^审核停车场申请（状态：启用；所在地区：广东省深圳市福田区（440304）/).filter({ visible: true }).first().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'park-detail-1440.png'), fullPage: true });

  // 编辑: the form holds the park as saved (its point, area and spaces); a new cap is saved and listed.
  await page.getByRole('button', { name: /编\s*辑/ }).filter({ visible: true }).click();
  await page.waitForURL(/\/parking\/parking\/edit\?park_code=/);
  const edit = page.locator('form#park-edit');
  assert.equal(await edit.getByTestId('location-point').textContent(), `经纬度：${lat}, ${lng}`);
  await edit.locator('.ant-cascader').getByText('广东省 / 深圳市 / 福田区').waitFor();
  assert.equal(await edit.getByLabel('停车场名称').inputValue(), PARK);
  assert.equal(await edit.getByLabel('总车位数').inputValue(), '300');
  await edit.getByLabel('月卡上限').fill('120');
  await page.screenshot({ path: join(screenshotDir, 'park-edit-1440.png'), fullPage: true });
  await edit.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL(/\/parking\/parking\/list/);
  await created.locator('td').filter({ hasText: /^120$/ }).waitFor();
  await partner.context.close();
});
