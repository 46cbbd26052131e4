import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { DEMO_PASSWORD, MENU_MAX_NUM, openTop, productUnderTest, screenshotDir, signIn as signInAs, topSections } from './server.mjs';

const under = productUnderTest();
const signIn = (account, viewport) => signInAs(under, account, viewport);

test('message centre: unread dot, reading a message marks it read and reloads the list', async () => {
  const { context, page } = await signIn('energy-merchant');
  await page.getByTestId('message-button').click();
  const list = page.getByTestId('message-list');
  await list.waitFor();
  await page.screenshot({ path: join(screenshotDir, 'message-centre-1440.png') });
  assert.equal(await list.locator('[data-unread="true"]').count(), 2);
  // The first unread message links to a console page: it opens in a new tab.
  const popup = context.waitForEvent('page');
  await list.locator('[data-unread="true"]').last().click();
  await (await popup).close();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="message-list"] [data-unread="true"]').length === 1);
  await page.getByTestId('unread-only').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="message-list"] .ant-list-item').length === 1);
  // Switching to announcements and back resets the unread-only switch.
  await page.getByTestId('message-kind').click();
  await page.getByText('平台公告', { exact: true }).last().click();
  await page.getByTestId('announcement-list').waitFor();
  assert.equal(await page.getByTestId('announcement-list').locator('.ant-list-item').count(), 5);
  await page.getByText('查看更多').waitFor();
  await context.close();
});

test('to-do drawer: the counts are the server\'s, and groups follow the permissions', async () => {
  const { context, page } = await signIn('parking-merchant-staff');
  const server = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('accessToken')).value;
    const reply = await (await fetch('/api/parking/parking/todo/statistics', { headers: { authorization: token } })).json();
    return reply.payload.data.rows[0].count;
  });
  await page.getByTestId('todo-button').click();
  const count = page.getByTestId('todo-parking:parking:release:statistics');
  await count.waitFor();
  assert.equal(Number(await count.textContent()), server);
  assert.equal(await page.getByTestId('todo-groups').locator('.ant-card').count(), 1);
  await page.screenshot({ path: join(screenshotDir, 'todo-1440.png') });
  // Only the parking group: this account holds no payment or energy to-do permission.
  // 福田中心停车场's four pending abnormal releases (demo seed).
  assert.deepEqual(await page.getByTestId('todo-groups').locator('.ant-card-head-title').allTextContents(), ['停车4']);
  await context.close();
});

test('a page the user may not open shows the no-auth page naming what is missing', async () => {
  const { context, page } = await signIn('parking-merchant');
  await page.goto(`${under.product.url}/group/home/index`);
  await page.waitForURL(/\/error-page\/no-auth\?/);
  await page.getByText('parking:group:platform / energy:group:platform').waitFor();
  await page.getByText('/group/home/index').waitFor();
  await context.close();
});

test('below 992 px the header shows a sidebar toggle and the menu is a drawer', async () => {
  const { context, page } = await signIn('parking-group', { width: 390, height: 844 });
  await page.waitForURL(/\/group\/home\/index$/);
  assert.equal(await page.getByTestId('logo').count(), 0);
  await page.getByTestId('sidebar-toggle').click();
  await page.locator('.ant-drawer-open').getByText('首页').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'menu-drawer-390.png') });
  await page.keyboard.press('Escape');
  await page.getByTestId('todo-button').click();
  await page.getByText('待办事项').last().waitFor();
  await page.screenshot({ path: join(screenshotDir, 'todo-390.png') });
  await context.close();
});

test('a token within 1,200 s of expiry is refreshed at start', async () => {
  const { context, page } = await signIn('energy-partner');
  const before = await page.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('accessToken'));
    token.expireAt = Date.now() + 1_000_000; // about 16 minutes left
    localStorage.setItem('accessToken', JSON.stringify(token));
    return token.value;
  });
  await page.reload();
  await page.getByTestId('home-cards').waitFor();
  await page.waitForFunction((old) => JSON.parse(localStorage.getItem('accessToken')).value !== old, before);
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('accessToken')));
  assert.ok(after.expireAt > Date.now() + 7_000_000, 'a fresh two-hour token');
  await context.close();
});

test('a login in another tab is noticed', async () => {
  const { context, page } = await signIn('advertiser');
  const other = await context.newPage();
  await other.goto(`${under.product.url}/home/index`);
  await other.getByTestId('home-cards').waitFor();
  // The first tab logs out and another account logs in: the second tab's session no longer matches.
  await page.getByTestId('avatar').click();
  await page.getByText('退出').click();
  await page.waitForURL(`${under.product.url}/`);
  await page.getByPlaceholder('账号').fill('invoice-partner');
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/home\/index$/);
  await other.locator('.ant-modal-confirm-title', { hasText: '登录信息已变更' }).waitFor();
  await other.waitForTimeout(300);
  assert.equal(await other.locator('.ant-modal-confirm').count(), 1, 'one prompt, however many storage writes');
  await other.getByRole('button', { name: '刷新页面' }).waitFor();
  await other.getByRole('button', { name: '登录其他账号' }).waitFor();
  await other.screenshot({ path: join(screenshotDir, 'login-changed-1440.png') });
  await context.close();
});

test('the command palette finds pages by title or pinyin initials (Ctrl+K)', async () => {
  const { context, page } = await signIn('parking-merchant');
  await page.getByTestId('palette-button').waitFor();
  await page.keyboard.press('Control+k');
  const input = page.getByTestId('palette-input');
  await input.waitFor();
  await input.fill('sy');
  await page.getByTestId('palette-results').getByText('首页').waitFor();
  await page.screenshot({ path: join(screenshotDir, 'palette-1440.png') });
  await input.fill('没有这个页面');
  await page.getByText('没有找到可以打开的页面').waitFor();
  await input.fill('首');
  await input.press('Enter');
  await input.waitFor({ state: 'detached' });
  assert.match(page.url(), /\/home\/index$/);
  await context.close();
});

test('each demo account logs in and its menu shows exactly its sections', async () => {
  const accounts = ['admin', 'parking-partner', 'parking-merchant', 'parking-group', 'energy-partner', 'energy-merchant', 'energy-group', 'advertiser', 'invoice-partner'];
  // Sub-accounts holding universal:report:basic (demo seed): the report centre is theirs too.
  const staffWithReports = new Set(['parking-group-staff', 'invoice-partner-staff']);
  const expected = (account) => {
    const staff = account.endsWith('-staff');
    const sections = [['首页', []]];
    // 合同管理 (合同客户, 合同列表) and 终端管理 (终端列表): city-report-misc slice.
    if (account === 'admin') sections.push(['基础服务', ['平台公告', '消息推送', '合同客户', '合同列表', '终端列表', '码牌列表', '停用码牌', '制码', '活动列表', '应用列表', '配置项', '元数据', '权限目录', '产品管理', '主体信息', '应用密钥']]);
    if (account === 'admin-staff') sections.push(['基础服务', ['平台公告']]);
    // Parks: the partner platform's (and the operator's) lists; a parking merchant's applications.
    // 订单管理 (临停订单, 月卡订单): the partner's customers' orders (the operator: everyone's); its staff holds no trade code.
    // 城市平台上报 (/parking/city-report): the parking partner's entry to its reporting configurations.
    // 进出记录, 数据采集 (数据采集, 其他停车场), 软件 (软件列表, 软件统计: the ParkingSoftware menu) and 车辆模拟工具: parking-partner-more.
    if (account === 'admin' || account === 'parking-partner') {
      sections.push(['停车服务', ['数据概览', '数据看板', '停车场', '停车场申请', '城市平台上报', '临停订单', '月卡订单', '进出记录', '数据采集', '其他停车场', '软件列表', '软件统计', '车辆模拟工具']]);
    }
    // 停车管理 › 停车管理: records, cars in the lot, abnormal releases and plate corrections — the parking merchant's and
    // its staff's (list permissions, demo seed), and the operator's (it holds the merchant platform's codes: everyone's).
    // 车辆管理 (月卡, 固定车申请, 黑名单, 白名单) follows: the staff and the operator hold its list codes.
    // 交易管理 (临停订单, 月卡订单): parking:trade:list, held by the staff (demo seed) and the operator; then 预约管理 (预约记录,
    // 预约申请, 预约申诉, 预约黑名单) and 配置管理 › 预约规则: parking:parking:reserve:list, held by the staff and the operator.
    // 道闸监控 (parking-manage-views): parking:parking:record:list, after 场内车辆.
    // 虚拟车牌 (车辆管理) and 配置管理 › 固定车类型: parking:virtual:plate:list and parking:parking:vip:value:list, held by the staff
    // and the operator.
    // 无牌车, 重点客户 (停车管理), 储值车 (车辆管理), 在线日志 (配置管理) and 优惠管理 › 自动充值 (parking-merchant-more): list
    // codes held by the staff and the operator. 会员管理 › 会员列表, 会员设置 (parking-customers): parking:member:list, held by
    // the staff (demo seed) and the operator.
    const records = ['数据统计', '数据看板', '停车记录', '场内车辆', '道闸监控', '异常放行', '车牌修正记录', '无牌车', '重点客户', '月卡', '固定车申请', '黑名单', '白名单', '虚拟车牌', '储值车',
      '临停订单', '月卡订单', '预约记录', '预约申请', '预约申诉', '预约黑名单', '会员列表', '会员设置', '预约规则', '固定车类型', '在线日志', '自动充值'];
    if (account === 'admin') sections.push(['停车管理', records]);
    // 配置管理 › 上报服务 (parking-customers): parking:report:service:list, the merchant's own (kind merchant).
    const reporting = records.flatMap((r) => (r === '在线日志' ? [r, '上报服务'] : [r]));
    if (account === 'parking-merchant') sections.push(['停车管理', ['数据统计', '数据看板', '停车场申请', ...reporting.slice(2)]]);
    if (account === 'parking-merchant-staff') sections.push(['停车管理', records]);
    // 停车优惠券: a parking merchant's coupons and 固定码 (a dynamic route: 100101's runtime rule has token_limit 0), and
    // the runtime rules the platform sets; 采购与库存 (采购记录, 库存) and 发放记录 for the merchant, its staff (looking only)
    // and the operator (every merchant's); the staff account may list coupons too.
    // The menu follows document 2's order (parking-coupon-more): 发放记录, 事件记录, 优惠券, 采购与库存, 固定码, the rules, 钱包余额.
    const stock = ['采购记录', '库存'];
    // 钱包余额: the wallet owners' own wallet (100101 and the platform, as 我的钱包 below).
    // 商户规则 and 商户管理 (coupon-merchants) are the platform's (product ALL).
    if (account === 'admin') sections.push(['停车优惠券', ['发放记录', ...stock, '运行规则', '商户规则', '商户管理', '钱包余额']]);
    // 发放规则 (coupon-rules), 事件记录 and 事件规则 (parking-coupon-more) are the merchant's own (kinds merchant): neither the
    // operator nor the staff holds them.
    if (account === 'parking-merchant') sections.push(['停车优惠券', ['发放记录', '事件记录', '优惠券', ...stock, '固定码', '发放规则', '运行规则', '事件规则', '钱包余额']]);
    if (account === 'parking-merchant-staff') sections.push(['停车优惠券', ['发放记录', '优惠券', ...stock]]);
    // 发票服务: the invoice partner's merchants, their 开票记录 and 发票列表, and its software (its staff may look at all;
    // demo seed), and the operator's.
    // 接入申请 needs invoice:partner:apply:list, which the partner's staff does not hold.
    if (['admin', 'invoice-partner'].includes(account)) sections.push(['发票服务', ['接入申请', '发票商户', '开票记录', '发票列表', '开票测试', '技术服务费', '税控软件']]);
    if (account === 'invoice-partner-staff') sections.push(['发票服务', ['发票商户', '开票记录', '发票列表', '开票测试', '税控软件']]);
    // 电子发票: the invoice merchant's own invoicing (merchant-only codes); the parking staff lacks invoice:invoice:list.
    if (account === 'parking-merchant') sections.push(['电子发票', ['可开票交易', '开票记录', '发票列表', '电子发票设置']]);
    // 集团发票: the groups' main accounts read their members' trades and invoices (invoice:group:invoice:list, kind group).
    if (['parking-group', 'energy-group'].includes(account)) sections.push(['集团发票', ['可开票交易', '发票列表']]);
    // 充电: each energy platform's stations, devices, ports and alarms (the operator holds the partner's and the group's
    // codes, not the merchant's: they are merchant-only); the partner's and merchant's staff read and handle alarms.
    // 卡管理 (energy cards): 充电卡, VIN 车辆, 虚拟卡 on each energy platform; the merchant's staff may look.
    // 订单管理 (energy orders): 充电记录, 支付订单 on each energy platform; the merchant's staff may look.
    // 数据分析 (dashboards): 数据概览 and 数据看板 with the platform's order-reading code, 设备统计 on the merchant's.
    // 对账 (energy-ops): 结算单, 打款记录 on each energy platform; no staff holds it (money is the main account's).
    // 软件 (energy-software): 软件列表, 固件列表 for the main accounts (no staff holds the software codes).
    // 配置, 应用列表, 地图引流 (energy-config): the main accounts only (no staff holds acl, sim, log, app or emap codes).
    const energyData = ['数据概览', '数据看板'];
    // 预约记录 (订单管理) and 停车费 (停车费订单, 停车费记录; the group's 停车缴费 too) read with the order codes (energy-orders-more).
    const energyOrders = ['充电记录', '支付订单', '预约记录', '停车费订单', '停车费记录'];
    // 虚拟电损记录 (订单管理) reads with the order codes; 机构钱包 is the energy merchant's, 综合首页 the group's (energy-detail-rest).
    const energyPagesOf = (parking = [], more = []) => ['电站列表', '设备列表', '端口列表', '告警记录', '告警处理', '充电卡', 'VIN 车辆', '虚拟卡', ...energyOrders, ...parking, '虚拟电损记录', '结算单', '打款记录',
      '软件列表', '固件列表', '应用列表', '用户黑名单', '白名单', 'SIM 卡', '设备上下线日志', '设备报文日志', '地图引流申请', ...more];
    if (account === 'energy-merchant') sections.push(['充电管理', [...energyData, '设备统计', ...energyPagesOf([], ['机构钱包'])]]);
    if (account === 'energy-merchant-staff') sections.push(['充电管理', [...energyData, '设备统计', '告警记录', '告警处理', '充电卡', 'VIN 车辆', '虚拟卡', ...energyOrders, '虚拟电损记录']]);
    if (account === 'admin' || account === 'energy-partner') sections.push(['充电服务', [...energyData, ...energyPagesOf()]]);
    if (account === 'energy-partner-staff') sections.push(['充电服务', ['告警记录', '告警处理']]);
    if (account === 'admin' || account === 'energy-group') sections.push(['充电集团', [...energyData, ...energyPagesOf(['停车缴费'], ['综合首页'])]]);
    // 集团停车: the parking group's 车辆管理 over its members and their 停车记录; its staff (集团财务) holds the list codes
    // (demo seed), then its 订单管理 (临停订单, 月卡订单). The operator's ALL does not open it (`onlyOne`): it reads them in 停车管理.
    // 优惠券 (优惠券库存, 优惠券采购, 优惠券发放, 优惠券活动 — coupon-merchants): the members' coupons, read only; the staff holds parking:group:mcoupon:list.
    // 结算账户 (coupon-merchants): the group's own withdrawal settings, payment:transfer:rt:list — the main account's only.
    if (['parking-group', 'parking-group-staff'].includes(account)) {
      sections.push(['集团停车', ['数据概览', '月卡', '月卡套餐', '续费记录', '固定车申请', '黑名单', '白名单', '停车记录', '临停订单', '月卡订单', '优惠券库存', '优惠券采购', '优惠券发放', '优惠券活动', '集团看板', '个人月卡', '自动充值配置', '车牌记录',
        ...(account === 'parking-group' ? ['结算账户'] : [])]]);
    }
    // 支付应用授权: a dynamic route of the payment partner product's holders whose start-up check passes.
    // 支付进件: the payment partner's (and its staff's, demo seed) 进件申请; the payment merchants' own under 交易中心.
    // 交易流水, 退款记录, 结算记录: the payment partner's customers' (its staff holds the list codes, demo seed); the
    // payment merchants' own 支付明细, 退款记录, 结算记录 under 交易中心 (the operator: everyone's). The payment group's
    // 结算中心 is `onlyOne`: no demo account has it.
    // 商户列表, 交易排行, 商户订单查询: the provider's sub-merchants and their trades (its staff: the list codes, demo seed).
    const partnerTrades = ['交易流水', '退款记录', '结算记录'];
    // 转账, 支付通道, 结算通道, 回单列表, 收益统计, 风险事件, 物料申请记录: the payment partner's (service-trading); its staff holds none.
    const partnerService = ['转账', '支付通道', '结算通道', '回单列表', '收益统计', '风险事件', '物料申请记录'];
    const provider = ['商户列表', '交易排行', '商户订单查询'];
    if (account === 'admin' || account === 'parking-partner') sections.push(['支付服务', [...provider, '支付应用授权', ...partnerTrades, ...partnerService, '进件申请']]);
    if (account === 'parking-partner-staff') sections.push(['支付服务', [...provider, ...partnerTrades, '进件申请']]);
    // 分账记录, 提现记录, 提现设置, 分账设置: the payment merchants' own money after settlement; 资金: the payment partner's
    // (and the operator's) over its customers — its staff holds only 结算记录 (demo seed).
    if (['admin', 'parking-merchant', 'energy-merchant'].includes(account)) {
      // 物料申请记录 and 应用授权: the payment merchant's own (service-trading).
      sections.push(['交易中心', ['支付明细', '退款记录', '分账记录', '结算记录', '提现记录', '提现设置', '分账设置', '物料申请记录', '应用授权', '进件申请']]);
    }
    if (account === 'admin' || account === 'parking-partner') sections.push(['资金', ['结算记录', '分账记录', '提现记录', '提现设置']]);
    if (account === 'parking-partner-staff') sections.push(['资金', ['结算记录']]);
    // 预设角色 is the operator's (product ALL).
    const own = account === 'admin' ? ['子账号', '角色', '部门', '预设角色'] : ['子账号', '角色', '部门'];
    // 商户管理: merchants below (platform, partners and groups only), then the merchant's own info and products.
    const above = ['admin', 'parking-partner', 'parking-group', 'energy-partner', 'energy-group', 'invoice-partner'].includes(account);
    // 我的钱包: wallet owners (the demo's 100101 and 100201) and the platform (ALL owns every product).
    const walletOwner = ['admin', 'parking-merchant', 'energy-merchant'].includes(account);
    // 红包奖励 (merchant kind) and 发票管理 (发票抬头, 消费记录, 开票记录: merchant-kind wallet owners): account-invoice slice.
    const ownMerchant = ['parking-merchant', 'energy-merchant'].includes(account);
    own.unshift(...(above ? ['商户列表'] : []), '商户信息', ...(walletOwner ? ['我的钱包'] : []), ...(ownMerchant ? ['红包奖励'] : []), '已开通产品', '项目列表', '合作集团', '合同管理',
      ...(ownMerchant ? ['发票抬头', '消费记录', '开票记录'] : []));
    // 业务申请: merchants and groups apply; the platform, partners and groups audit.
    const applies = ['parking-merchant', 'energy-merchant', 'parking-group', 'energy-group'].includes(account);
    own.push(...(applies ? ['我的申请'] : []), ...(above ? ['业务审核'] : []));
    // 监控告警: every kind but advertisers (they run no devices); the energy partner's staff may look (demo seed).
    const monitor = ['告警联系人', '告警联系人组'];
    if (account !== 'advertiser') own.push(...monitor);
    const staffPages = [...(account === 'energy-partner-staff' ? monitor : []), ...(staffWithReports.has(account) ? ['报表中心'] : []), '导入任务'];
    // 营销中心: the operator runs activities (通用服务商 product, which ALL holds) and audits partners' rewards.
    if (account === 'admin') sections.push(['营销中心', ['营销看板', '活动列表', '兑换码批次', '发放记录', '奖品审核', '合作商户']]);
    // 会员: the platform operator's app users and memberships (product ALL); its staff looks (demo seed).
    // 用户合并 is the operator's own (user:user:merge); its staff reads 站内消息 and 投诉 (user-ops, demo seed).
    const members = ['数据统计', '会员列表', '会员类型', '会员续费', '会员权益', '会员兑换码', '会员库存', '用户检索'];
    if (account === 'admin') sections.push(['会员', [...members, '用户合并', '站内消息', '投诉列表']]);
    if (account === 'admin-staff') sections.push(['会员', [...members, '站内消息', '投诉列表']]);
    // OKR: every merchant's own objectives and its projects (no product): main accounts hold it; no demo staff does.
    if (!staff) sections.push(['OKR', ['目标列表', '项目列表']]);
    // 钱包: the wallet carrier's console (the platform in the demo).
    if (account === 'admin') sections.push(['钱包', ['钱包商户', '运营概况', '账户流水', '充值记录', '支付记录', '退款记录', '服务费账户余额', '机构账户余额']]);
    // 合作伙伴: the parking and energy partners' customers, group customers, orders and 分润 (and the operator's of every partner);
    // no demo staff holds its codes.
    if (['admin', 'parking-partner', 'energy-partner'].includes(account)) sections.push(['合作伙伴', ['客户列表', '客户统计', '集团客户', '日订单', '月订单', '分润政策', '分润策略', '交易商户', '分润收支账单']]);
    // 广告: the advertising partner's console (the platform's ALL holds the product; no demo ad partner yet): 投放管理
    // (plans, audit, bidding, 拓量需求), 配置管理 (with 广告位分析), 流量主管理 (adverting-provider), 广告主, and 概览 and 数据中心
    // (adverting-data).
    if (account === 'admin') {
      sections.push(['广告', [
        '数据看板', '流量看板', '收益看板', '流量分析', '广告位概览',
        '内部计划', '外部计划', '投放审核', '竞价设置', '拓量需求', '广告位', '定向包', '流量主', '素材', '曝光策略', '渠道应用', '广告位分析', '广告分类',
        '渠道账单', '广告数据', '计费规则', '分润设置', '广告主列表',
        '数据概览', '收益数据', '投放数据', '结算报表', '广告位统计', '广告主统计', '渠道商统计', '流量主计费统计', '数据分析',
      ]]);
    }
    // 城市平台上报: the operator's parking and energy configurations; the energy partner's energy ones (the parking partner
    // reaches its parking ones from 停车服务). 保险权益: the operator's.
    if (account === 'admin') sections.push(['城市平台上报', ['停车数据上报', '充电数据上报']], ['保险权益', ['权益列表']]);
    if (account === 'energy-partner') sections.push(['城市平台上报', ['充电数据上报']]);
    // 广告主: the advertiser's own platform, held by advertiser merchants only (not the operator's ALL); its staff reads
    // (demo seed) but does not set the bids.
    if (account === 'advertiser') sections.push(['广告主', ['基础信息', '预存款管理', '出价设置', '账单列表', '账单流水', '数据统计']]);
    if (account === 'advertiser-staff') sections.push(['广告主', ['基础信息', '预存款管理', '账单列表', '账单流水', '数据统计']]);
    sections.push(['账户中心', !staff ? [...own, '操作日志', '报表中心', '导入任务'] : staffPages]);
    return sections;
  };
  // Three accounts at a time, each in its own browser context (they share nothing): a third of the wall time.
  const queue = accounts.flatMap((a) => [a, `${a}-staff`]);
  const check = async (account) => {
    const { context, page } = await signIn(account);
    const top = page.getByTestId('top-menu');
    await top.getByText('首页').waitFor();
    // The energy merchant is first asked to sign its 银联商务 contract (channel-apply.test.mjs): later.
    const want = expected(account);
    // A dynamic route's section appears once its start-up check has answered.
    if (want.some(([title]) => title === '支付服务')) await topSections(page, '支付服务');
    // 首页 and at most MENU_MAX_NUM sections in the header (the theme's menuMaxNum), the rest under 更多.
    const shown = (await top.locator(':scope > .ant-menu-item, :scope > .ant-menu-submenu').allTextContents()).map((t) => t.trim()).filter(Boolean);
    const titles = want.map(([title]) => title);
    const overflow = titles.length - 1 > MENU_MAX_NUM;
    assert.deepEqual(shown, overflow ? [...titles.slice(0, MENU_MAX_NUM + 1), '更多'] : titles, account);
    if (overflow) {
      await top.getByText('更多', { exact: true }).hover();
      const more = page.locator('.top-menu-more:not(.ant-menu-submenu-hidden)');
      await more.locator('.ant-menu-item').first().waitFor();
      assert.deepEqual((await more.locator('.ant-menu-item').allTextContents()).map((t) => t.trim()), titles.slice(MENU_MAX_NUM + 1), `${account} 更多`);
      if (account === 'admin') await page.waitForTimeout(400); // the popup's fade-in, for the picture only
      if (account === 'admin') await page.screenshot({ path: join(screenshotDir, 'top-menu-more-1440.png') });
    }
    assert.deepEqual(await topSections(page), titles.slice(1), `${account} menu_list`);
    for (const [index, [title, pages]] of want.entries()) {
      if (index === 0) continue;
      await openTop(page, title);
      // The section is open once its top item (or 更多, holding it) is selected and the sidebar is its own.
      if (index <= MENU_MAX_NUM) await top.locator('.ant-menu-item-selected', { hasText: title }).waitFor();
      else await top.locator('.ant-menu-submenu-selected', { hasText: '更多' }).waitFor();
      // (更多 was lit already when the previous section was one of its own: the breadcrumb tells the page has changed.)
      await page.locator('.ant-breadcrumb li:nth-child(3)', { hasText: title }).waitFor();
      const side = page.locator('.ant-layout-sider .ant-menu-root');
      await side.waitFor();
      // Open every group of the section, then read its pages.
      // (One at a time: the set of closed groups shrinks with each click.)
      const closed = side.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
      for (let left = await closed.count(); left > 0; left = await closed.count()) {
        await closed.first().click();
        await page.waitForFunction((n) => document.querySelectorAll('.ant-layout-sider .ant-menu-root .ant-menu-submenu:not(.ant-menu-submenu-open)').length < n, left);
      }
      await side.getByText(pages[0], { exact: true }).waitFor();
      // A dynamic route's entry appears once its start-up check has answered.
      if (pages.includes('固定码')) await side.getByText('固定码', { exact: true }).waitFor();
      await page.waitForTimeout(150);
      const items = (await side.locator('.ant-menu-item').allTextContents()).map((t) => t.trim());
      assert.deepEqual(items, pages, `${account} ${title}`);
    }
    await context.close();
  };
  await Promise.all([1, 2, 3].map(async () => {
    for (let account = queue.shift(); account; account = queue.shift()) await check(account);
  }));
});
