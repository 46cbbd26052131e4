// Energy software and firmware end to end: 南山快充站 (energy-merchant) opens 软件 › 固件列表, creates a firmware version
// with a .zip package (uploaded to the firmware space), then opens 软件列表 › 充电控制程序 V1.9.0 and upgrades one charger
// (asked first; the job shows 下载中). The staff has no 软件 menu; the partner sees its customer's versions only.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { crc32 } from 'node:zlib';
import { closeDrawer, openFromMenu, productUnderTest, signIn, sideOf } from './server.mjs';

const under = productUnderTest();
const shots = '/tmp/energy-software-shots';
mkdirSync(shots, { recursive: true });
const shot = (page, name) => page.screenshot({ path: join(shots, name), fullPage: true });

/** A real .zip with one stored entry (the server reads the bytes, not the extension). */
function zipOf(name, text) {
  const data = Buffer.from(text);
  const file = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt32LE(crc, 14); local.writeUInt32LE(data.length, 18); local.writeUInt32LE(data.length, 22); local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt32LE(crc, 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(file.length, 28);
  const offset = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10); end.writeUInt32LE(central.length + file.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

test('the merchant publishes a firmware package and upgrades a charger; staff has no 软件; the partner sees its customer only', async () => {
  const zip = join(shots, 'XX-AC7-V3.2.0.zip');
  writeFileSync(zip, zipOf('firmware.bin', `firmware ${Date.now()}`));
  const merchant = await signIn(under, 'energy-merchant');
  let page = merchant.page;
  await openFromMenu(page, '充电管理', '软件', '固件列表');
  await page.waitForURL(/\/energy\/merchant\/firmware\/list$/);
  const firmware = page.getByTestId('table-energy-firmware-list-merchant');
  await firmware.locator('.ant-table-row', { hasText: 'V2.4.0' }).getByText('1 / 2').waitFor();
  await shot(page, 'firmware-list-1440.png');

  // ---- 新建固件 ----
  await page.getByRole('button', { name: /新建固件/ }).click();
  await page.waitForURL(/\/energy\/merchant\/firmware\/create$/);
  const form = page.locator('form#energy-2-create');
  await form.getByLabel('名称').fill('星星交流桩固件');
  await form.getByLabel('设备型号').fill('XX-AC7');
  await form.getByLabel('版本号').fill('V3.2 beta');
  await form.getByText('版本号为 1–32 位字母、数字').waitFor();
  await form.getByLabel('版本号').fill('V3.2.0');
  await form.getByTestId('file-upload-input').setInputFiles(zip);
  await page.getByText('上传成功').waitFor();
  await form.getByText('XX-AC7-V3.2.0.zip').waitFor();
  await form.getByLabel('版本说明').fill('修复离线重连；支持远程锁枪');
  await shot(page, 'firmware-create-1440.png');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await page.waitForURL(/\/energy\/merchant\/firmware\/list$/);
  const created = firmware.locator('.ant-table-row', { hasText: 'V3.2.0' });
  await created.getByText('0 / 2').waitFor();
  await created.getByText('XX-AC7-V3.2.0.zip').waitFor();

  // ---- 固件 › 设备升级 in a drawer: NS-AC-0003 is downloading V3.1.0, NS-AC-0004 offline ----
  await created.getByRole('button', { name: '设备升级' }).click();
  const drawer = page.locator('.ant-drawer-open');
  await drawer.locator('.ant-table-row', { hasText: 'NS-AC-0004' }).getByText('离线').waitFor();
  await shot(page, 'firmware-devices-1440.png');
  await closeDrawer(page);

  // ---- 软件列表 › 充电控制程序 V1.9.0: upgrade NS-DC-0002, asked first ----
  await sideOf(page).getByText('软件列表', { exact: true }).click();
  await page.waitForURL(/\/energy\/merchant\/software\/list$/);
  const software = page.getByTestId('table-energy-software-list-merchant');
  await software.locator('.ant-table-row', { hasText: 'V1.9.0' }).getByText('充电控制程序').click();
  await page.waitForURL(/\/energy\/merchant\/software\/detail\?id=\d+$/);
  await page.getByText('软件 · 充电控制程序 V1.9.0').waitFor();
  const devices = page.getByTestId('table-energy-version-devices-1');
  const row = devices.locator('.ant-table-row', { hasText: 'NS-DC-0002' });
  await row.getByText('V1.8.0').waitFor();
  await row.locator('.ant-checkbox-input').check();
  await page.getByRole('button', { name: /升级所选设备（1）/ }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '确定将 1 台设备的软件升级到 V1.9.0 吗？' });
  await confirm.waitFor();
  await shot(page, 'software-upgrade-confirm-1440.png');
  await confirm.getByRole('button', { name: '开始升级' }).click();
  await page.getByText('已向 1 台设备下发升级').waitFor();
  await row.getByText('下载中').waitFor();
  await page.locator('.ant-descriptions').getByText(/0 \/ 2 台，1 台升级中/).waitFor();
  await page.getByRole('tab', { name: '操作记录' }).click();
  await page.getByText(/NS-DC-0002 → V1.9.0/).waitFor();
  await page.getByRole('tab', { name: '设备' }).click();
  await shot(page, 'software-detail-1440.png');
  await merchant.context.close();

  // ---- the staff: no 软件 ----
  const staff = await signIn(under, 'energy-merchant-staff');
  page = staff.page;
  await openFromMenu(page, '充电管理', '订单管理', '充电记录');
  assert.equal(await sideOf(page).getByText('软件', { exact: true }).count(), 0);
  await page.goto(`${under.product.url}/energy/merchant/software/list`);
  await page.waitForURL(/\/error-page\/no-auth/);
  await staff.context.close();

  // ---- the partner: its customer's versions only ----
  const partner = await signIn(under, 'energy-partner');
  page = partner.page;
  await openFromMenu(page, '充电服务', '软件', '软件列表');
  await page.waitForURL(/\/energy\/software\/list$/);
  const theirs = page.getByTestId('table-energy-software-list-partner');
  await theirs.locator('.ant-table-row', { hasText: '南山快充站（100201）' }).first().waitFor();
  assert.equal(await theirs.locator('.ant-table-row', { hasText: '宝安充电站（100202）' }).count(), 0);
  await shot(page, 'software-list-partner-1440.png');
  await partner.context.close();
});
