// Starts the product as a user would (`npm start`'s command) on its own data directory and a free port.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { freePort } from '../../scripts/lib.mjs';

export const DEMO_PASSWORD = 'E2e-demo-2026';
const root = new URL('../../', import.meta.url).pathname;

/**
 * `env`: more settings for the product (e.g. OAUTH_* pointing at a fake identity provider). The data directory is a
 * copy of the run's seeded one (`E2E_SEEDED_DIR`, made by e2e/run.mjs: a first start migrates and seeds, about three
 * times as long) unless `fresh` asks for an empty one, or the file runs on its own without it.
 */
export async function startProduct({ env = {}, fresh = false } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
  const seeded = process.env.E2E_SEEDED_DIR;
  if (seeded && !fresh) cpSync(seeded, dataDir, { recursive: true });
  // `npm start`'s own command, without npm in between: stopping it then waits for the server itself, which closes its
  // database (a copy of the seeded directory taken while npm had exited but the server had not lost files).
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_PASSWORD, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up in 180 s:\n${output}`)), 180_000);
    const check = setInterval(() => {
      if (output.includes('商户管理平台已启动')) {
        clearInterval(check);
        clearTimeout(timer);
        setTimeout(resolve, 300);
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    dataDir,
    /** Stops the product (it closes its database on SIGTERM); `keepData` leaves the data directory for a copy. */
    async stop({ keepData = false } = {}) {
      child.removeAllListeners('exit');
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium as the tests use it. Every context prefers reduced motion, so the console turns antd's motion off
 * (web/src/shell/theme/reduced-motion.ts): a click never lands on a dialog that is still zooming in, which lost single
 * runs on the loaded two-CPU machine. (`newPage` opens its context through `newContext`.)
 */
/**
 * Whether the tests' screenshots are taken (E2E_SCREENSHOTS=0 skips them: CI looks at nothing, and a full-page PNG of a
 * 1440 px console is a good part of a test's browser time; docs/decisions.md, "Test run length").
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    if (!SCREENSHOTS) context.on('page', (page) => (page.screenshot = async () => Buffer.alloc(0)));
    return context;
  };
  return browser;
}

export const screenshotDir = join(root, 'e2e', 'screenshots');

/**
 * Starts the product and a browser before a test file's tests and stops both after them. Returns the
 * object that holds them (`product`, `browser`) once `before` has run. `env` adds settings; `fresh` starts on an
 * empty data directory (the first start's own output and seeding).
 */
export function productUnderTest({ env, fresh } = {}) {
  const state = {};
  before(async () => {
    state.product = await startProduct({ env, fresh });
    state.browser = await launchBrowser();
    mkdirSync(screenshotDir, { recursive: true });
  });
  after(async () => {
    await state.browser?.close();
    await state.product?.stop();
  });
  return state;
}

/**
 * Marks the browser as one that has shown the contract-signing prompt already (document 1 §4: once per browser), so
 * that it does not cover the page of a test about something else (energy-merchant has a contract to sign).
 */
export const promptedBefore = (page) => page.evaluate(() => localStorage.setItem('merchant_sign', 'prompted-before'));

/** The same for the invoice tip (document 1 §4: once per browser): parking-merchant has a record awaiting face verification. */
export const tipSeen = (page) => page.evaluate(() => localStorage.setItem('invoice_tip', 'seen-before'));

/** The sidebar's menu. */
export const sideOf = (page) => page.locator('.ant-layout-sider .ant-menu-root');

/** The theme's menuMaxNum (document 1 §2) the demo apps keep: the top sections shown before 更多. */
export const MENU_MAX_NUM = 6;

/**
 * The top menu's sections in order (the stored menu of document 1 §3, which the layout writes once the user's menu is
 * known — a dynamic section once its start-up check has answered), waiting until `title` is among them if given.
 */
export async function topSections(page, title) {
  const handle = await page.waitForFunction((t) => {
    const titles = JSON.parse(localStorage.getItem('menu_list') ?? '[]').map((node) => node.meta.title);
    return (t === undefined ? titles.length > 0 : titles.includes(t)) && titles;
  }, title);
  return handle.jsonValue();
}

/** Opens a top-menu section as a person would: its item, or 更多 › the section beyond the first MENU_MAX_NUM. */
export async function openTop(page, title) {
  const top = page.getByTestId('top-menu');
  const index = (await topSections(page, title)).indexOf(title);
  if (index < MENU_MAX_NUM) return top.getByText(title, { exact: true }).click();
  await top.getByText('更多', { exact: true }).hover();
  await page.locator('.top-menu-more:not(.ant-menu-submenu-hidden)').getByText(title, { exact: true }).click();
}

/**
 * Opens `top` › `group` › `item` from the menus, as a person would. The group is clicked only while it is closed: a
 * second click would close it again.
 */
export async function openFromMenu(page, top, group, item) {
  await openTop(page, top);
  const title = sideOf(page).locator('.ant-menu-submenu-title', { hasText: group });
  await title.waitFor();
  if ((await sideOf(page).locator('.ant-menu-submenu-open > .ant-menu-submenu-title', { hasText: group }).count()) === 0) await title.click();
  // The page's own item: a group may bear the same title as one of its pages (数据采集 › 数据采集).
  await sideOf(page).locator('.ant-menu-item').getByText(item, { exact: true }).click();
}

/** Opens the to-do drawer and reads one group's count (test id `todo-<its statistics call>`) once it has loaded. */
export async function todoCount(page, group) {
  await page.getByTestId('todo-button').click();
  const id = `todo-${group}`;
  await page.getByTestId(id).waitFor();
  await page.waitForFunction((testId) => document.querySelector(`[data-testid="${testId}"]`)?.textContent !== '', id);
  return Number(await page.getByTestId(id).textContent());
}

/**
 * Closes the drawer open now with its close button (Escape reaches a drawer only once it holds the focus, which a
 * loaded machine may not have given it yet) and waits until no drawer is open.
 */
export async function closeDrawer(page) {
  await page.locator('.ant-drawer-open .ant-drawer-close').click();
  await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'));
}

/**
 * Picks an option in the antd select or cascader dropdown open now. A dropdown that is hidden or still playing its
 * leave motion (the previous field's) is not "open"; the click is retried while a searched list re-renders under it.
 */
export async function pick(page, text, { exact = true } = {}) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"]):visible');
  const option = open.getByText(text, { exact }).first();
  for (let attempt = 1; ; attempt++) {
    try {
      return await option.click({ timeout: 7_500 });
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
}

/**
 * Waits until `dialog` (a modal just submitted) is gone. When it stays, the error names what it shows instead: the
 * form's field errors and the message on screen (a bare time-out told nothing of why a save did not go through).
 */
export async function dialogClosed(page, dialog, timeout = 30_000) {
  try {
    await dialog.waitFor({ state: 'detached', timeout });
  } catch (error) {
    const fieldErrors = await dialog.locator('.ant-form-item-explain-error').allTextContents();
    const messages = await page.locator('.ant-message-notice').allTextContents();
    throw new Error(`the dialog stayed open: field errors [${fieldErrors.join('; ')}], messages [${messages.join('; ')}]`, { cause: error });
  }
}

/**
 * A fresh browser context signed in as `account` (demo password), on its home page (`/home/index`, `/group/home/index`
 * or the energy merchant's `/energy/merchant`). `signPrompt` keeps the browser new to the contract-signing prompt, `invoiceTip` to the invoice tip.
 */
export async function signIn(under, account, viewport = { width: 1440, height: 900 }, { signPrompt = false, invoiceTip = false } = {}) {
  const context = await under.browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${under.product.url}/`);
  if (!signPrompt) await promptedBefore(page);
  if (!invoiceTip) await tipSeen(page);
  await page.getByPlaceholder('账号').fill(account);
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/');
  await page.getByTestId('home-title').waitFor();
  return { context, page };
}
