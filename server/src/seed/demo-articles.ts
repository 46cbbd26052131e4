import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { app, appMetadata, article, articleCategory, articleTag } from '../db/schema/index.js';
import { searchTextOf } from '../modules/article/article.search.js';

interface DemoArticle {
  key: string;
  title: string;
  category: string;
  tags: string[];
  crowds: string[];
  summary: string;
  /** Paragraphs; a paragraph that is an array is an ordered list of steps. */
  body: (string | string[])[];
  days: number;
  draft?: boolean;
}

const parking = ['parking-partner', 'parking-merchant', 'parking-group'];
const energy = ['energy-partner', 'energy-merchant', 'energy-group'];

/** The demo help centre: questions the platform's users actually ask, answered as the console works. */
export const demoArticles: DemoArticle[] = [
  {
    key: 'parking-lot-create',
    title: '如何添加停车场',
    category: '停车场管理',
    tags: ['车场', '新手入门'],
    crowds: parking,
    summary: '在「停车场管理 → 车场列表」点击「新增车场」，填写车场名称、地址（在地图上选点）、总车位数和计费规则后提交；平台审核通过后即可绑定道闸设备并开始收费。',
    body: [
      '新车场需要先在控制台登记，审核通过后才能接入道闸和岗亭设备。',
      ['进入「停车场管理 → 车场列表」，点击右上角「新增车场」。', '填写车场名称、车场类型（地面、地下或路侧）和总车位数。', '点击「地图选点」，搜索或在地图上点击车场入口位置，确认经纬度、行政区划和详细地址。', '选择计费规则（可稍后在车场详情中设置）并填写联系人和联系电话。', '点击「提交」，车场进入「待审核」状态。'],
      '平台一般在 1 个工作日内完成审核；审核通过后，在车场详情的「车道与设备」中绑定道闸设备序列号即可上线。',
    ],
    days: 2,
  },
  {
    key: 'report-export',
    title: '如何导出报表',
    category: '报表与导入导出',
    tags: ['报表', '导出'],
    crowds: [],
    summary: '在列表页设置好筛选条件后点击「导出」，选择 CSV 或 Excel（XLSX）格式；导出任务在后台生成，完成后到右上角头像菜单的「报表中心」下载，下载链接 15 分钟内有效。',
    body: [
      '导出的数据就是列表当前筛选条件下的全部记录，不只是当前页。',
      ['在列表页设置查询条件，点击「查询」确认结果无误。', '点击「导出」，选择文件格式：CSV（体积小，适合导入其他系统）或 Excel（XLSX）。', '提示「导出任务已提交」后，点击右上角头像，进入「报表中心」。', '任务状态变为「已完成」后点击「下载」。'],
      '数据量大时生成需要几分钟，可以先处理其他工作。下载链接 15 分钟内有效，过期后刷新报表中心即可获得新的链接。每个账号同时进行中的导出任务最多 10 个。',
    ],
    days: 5,
  },
  {
    key: 'message-import',
    title: '如何批量导入站内消息',
    category: '报表与导入导出',
    tags: ['导入', '消息'],
    crowds: [],
    summary: '平台运营人员在「站内消息」页点击「批量导入」，下载导入模板，按模板填写接收商户编号、标题、内容和链接，选择文件编码后上传 CSV 或 XLSX 文件（不超过 5 MB）；导入进度和失败原因在导入任务详情中查看。',
    body: [
      '批量推送站内消息需要「推送站内消息」权限。',
      ['在「站内消息」页点击「批量导入」，在弹窗中点击「下载模板」。', '按模板填写：接收商户编号、标题、内容、链接（链接以 http://、https:// 或 / 开头，可不填）。', '选择推送应用和文件编码（UTF-8 或 GBK；Excel 另存的 CSV 一般为 GBK）。', '上传填好的文件，点击「确定」，提示「创建导入任务成功」。', '点击「查看进度」，在导入任务详情中查看成功数和失败原因。'],
      '不支持 Excel 97-2003 的 .xls 文件，请另存为 .xlsx 或 CSV 后上传。失败的行可以修正后单独再导入一次。',
    ],
    days: 8,
  },
  {
    key: 'password-reset',
    title: '忘记密码或需要重置密码怎么办',
    category: '账号与权限',
    tags: ['密码', '登录'],
    crowds: [],
    summary: '子账号忘记密码，请联系本商户的主账号管理员在「账号管理」中重置；主账号忘记密码，请联系平台客服核实身份后重置。登录后可在头像菜单的「账号设置」中修改密码，密码需 8 到 20 位，同时包含字母和非字母字符。',
    body: [
      ['子账号：联系本商户主账号管理员，在「账号管理」中找到该账号，点击「重置密码」。', '主账号：联系平台客服，提供商户号和营业执照等信息核实身份后重置。', '登录后修改密码：点击右上角头像 →「账号设置」→「修改密码」，输入原密码和新密码。'],
      '新密码需 8 到 20 位，并同时包含字母和非字母字符（数字或符号）。修改或重置密码后，该账号在所有设备上的登录都会失效，需要重新登录。',
    ],
    days: 11,
  },
  {
    key: 'login-locked',
    title: '登录时提示需要验证码或账号被锁定',
    category: '账号与权限',
    tags: ['登录', '验证码'],
    crowds: [],
    summary: '15 分钟内同一账号连续登录失败 3 次后需要输入图形验证码；连续失败 10 次账号会被临时锁定 15 分钟，期间即使密码正确也无法登录，请等待 15 分钟后再试或联系管理员重置密码。',
    body: [
      '为防止密码被猜测，登录有以下保护：',
      ['失败 3 次后：登录页出现图形验证码，看不清可以点击图片换一张。', '失败 10 次后：账号锁定 15 分钟，锁定期间所有登录都会被拒绝。', '锁定时间过后即可正常登录，无需任何操作。'],
      '如果确认密码已遗忘，请按「忘记密码或需要重置密码怎么办」处理。',
    ],
    days: 13,
  },
  {
    key: 'sub-account-role',
    title: '如何新建子账号并分配权限',
    category: '账号与权限',
    tags: ['子账号', '角色', '权限'],
    crowds: [],
    summary: '主账号在「账号管理 → 角色管理」中先新建角色并勾选权限，再到「账号管理 → 子账号」新增账号并选择角色；子账号只能看到角色中勾选的菜单和按钮。',
    body: [
      ['进入「账号管理 → 角色管理」，点击「新增角色」，填写角色名称并勾选该岗位需要的权限。', '进入「账号管理 → 子账号」，点击「新增」，填写姓名、登录账号和手机号，选择刚才的角色。', '把初始密码告知使用人，首次登录后请其修改密码。'],
      '调整角色的权限后，使用该角色的子账号刷新页面即可生效。登录后提示「未分配权限，请联系管理员」，说明该账号没有任何权限，需要主账号为其分配角色。',
    ],
    days: 16,
  },
  {
    key: 'invoice-apply',
    title: '如何申请开具电子发票',
    category: '电子发票',
    tags: ['发票', '开票'],
    crowds: ['invoice'],
    summary: '在「电子发票 → 开票申请」中勾选需要开票的交易，选择或新增发票抬头（企业抬头需填写纳税人识别号），确认金额后提交；开票成功后可下载 PDF 版式文件或发送到邮箱。',
    body: [
      ['进入「电子发票 → 开票申请」，按日期筛选并勾选需要开票的交易（可合并开具）。', '选择发票抬头：个人或企业；企业抬头需填写名称和纳税人识别号，银行账号和地址可选填。', '确认开票金额和税目后点击「提交」。', '开票状态依次为「待开票」「开票中」「开票成功」；成功后点击「下载」获取 PDF，或填写邮箱发送。'],
      '开票失败时，列表中会显示失败原因；常见原因是抬头税号错误或税控设备离线，修改后可重新提交。',
    ],
    days: 19,
  },
  {
    key: 'invoice-face-verify',
    title: '开票时提示需要人脸认证怎么办',
    category: '电子发票',
    tags: ['发票', '人脸认证', '风险监控'],
    crowds: ['invoice'],
    summary: '开票状态为「待人脸认证」表示税务局触发了风险监控，需要企业财务负责人或法定代表人使用电子税务局 App 扫描控制台弹出的二维码完成人脸认证，认证通过后开票会自动继续。',
    body: [
      '这是税务局的要求，不是控制台的故障。',
      ['在开票记录中点击「去认证」，或在登录后弹出的授权窗口中查看二维码。', '由财务负责人或法定代表人打开电子税务局 App，扫描二维码并按提示完成人脸识别。', '认证成功后回到控制台刷新，开票会继续进行。'],
      '二维码有有效期，过期后点击「刷新」获取新的二维码。',
    ],
    days: 22,
  },
  {
    key: 'charging-alarm',
    title: '充电桩告警如何查看和处理',
    category: '充电运营',
    tags: ['告警', '充电桩'],
    crowds: energy,
    summary: '在「充电运营 → 告警中心」查看告警，按级别（1 到 5 级）和时间筛选；先确认设备是否在线并查看告警代码，排除故障后点击「处理」并填写处理结果。未处理的告警会计入首页待办的「充电」分组。',
    body: [
      ['进入「充电运营 → 告警中心」，默认显示最近 30 天未处理的告警。', '点击告警查看设备、充电枪、告警代码和发生时间。', '根据告警代码排查：急停按钮被按下、枪头温度过高、绝缘检测失败、电表通信异常等。', '故障排除后点击「处理」，填写处理结果，告警变为已处理。'],
      '同一设备频繁出现同类告警时，建议联系设备厂商检修。',
    ],
    days: 25,
  },
  {
    key: 'charger-offline',
    title: '充电桩显示离线怎么办',
    category: '充电运营',
    tags: ['充电桩', '离线', '设备'],
    crowds: energy,
    summary: '先检查充电桩的电源和网络：4G 物联网卡是否欠费或信号弱、有线网络是否正常，并查看设备详情中的最后心跳时间；支持远程指令的设备可在设备详情中发送「重启」，仍无法上线请联系设备厂商。',
    body: [
      ['在设备详情中查看「最后心跳时间」，判断离线时长。', '到现场确认设备通电、屏幕正常显示。', '检查网络：物联网卡（ICCID）是否欠费、信号强度；有线网络的网线和交换机是否正常。', '在设备详情点击「远程重启」，指令结果约 60 秒内返回。'],
      '设备离线期间无法远程启动充电，已开始的充电订单会在设备恢复上线后补传结算。',
    ],
    days: 28,
  },
  {
    key: 'parking-fee-rule',
    title: '如何设置停车计费规则',
    category: '停车场管理',
    tags: ['计费规则', '车场'],
    crowds: parking,
    summary: '在车场详情的「计费规则」中点击「新增规则」，选择按时段或按次计费，设置免费时长、首段时长和价格、之后每段价格、24 小时封顶金额，可按小型车和大型车分别设置；保存后点击「启用」才会生效。',
    body: [
      ['进入车场详情，切换到「计费规则」，点击「新增规则」。', '选择计费方式：按时段（如白天、夜间不同单价）或按次。', '填写免费时长（如 15 分钟）、首段时长和价格、之后每段的价格、24 小时封顶金额。', '如需区分车型，分别设置小型车和大型车的价格。', '保存后点击「启用」；同一车场同一时间只有一条启用中的规则。'],
      '规则修改只影响启用之后入场的车辆，已在场车辆按入场时的规则计费。',
    ],
    days: 31,
  },
  {
    key: 'monthly-card',
    title: '月卡车如何办理和续费',
    category: '停车场管理',
    tags: ['月卡', '续费'],
    crowds: parking,
    summary: '在「车辆管理 → 月卡」中点击「新增月卡」，填写车主、手机号和车牌（一张月卡可绑定多个车牌），选择月卡套餐和起止日期并登记收款；到期前在月卡列表中点击「续费」选择续费月数即可。',
    body: [
      ['进入「车辆管理 → 月卡」，点击「新增月卡」。', '填写车主姓名、手机号，添加车牌（支持多个车牌共用一个车位）。', '选择月卡套餐（月、季、半年或年）和开始日期，登记收款方式。', '保存后该车牌入场即按月卡车放行。'],
      '续费：在月卡列表找到该月卡，点击「续费」，选择续费月数并登记收款，有效期自动顺延。已过期的月卡车入场会按临时车计费。',
    ],
    days: 34,
  },
  {
    key: 'payment-settlement',
    title: '支付通道开通后多久结算到账',
    category: '支付与结算',
    tags: ['结算', '支付通道', '提现'],
    crowds: ['payment'],
    summary: '支付通道审核通过并签约后即可收款；交易资金按通道的结算周期（一般为 T+1，节假日顺延）结算到绑定的银行账户，结算记录和手续费可在「支付与结算 → 结算记录」中查看。',
    body: [
      ['在「支付与结算 → 通道申请」提交资料，等待审核。', '审核通过后按提示完成电子合同签约。', '签约完成后通道生效，即可在收银场景中收款。'],
      '结算金额 = 交易金额 − 退款 − 手续费。如结算失败（如银行账户信息有误），请在「结算账户」中修改后联系客服重新发起。',
    ],
    days: 37,
  },
  {
    key: 'message-centre',
    title: '在哪里查看平台公告和站内消息',
    category: '消息与公告',
    tags: ['消息', '公告'],
    crowds: [],
    summary: '点击页面右上角的铃铛图标打开消息中心：在「消息」中查看发给本商户的站内消息（可只看未读），切换到「平台公告」查看平台发布的公告，公告超过 5 条时点击「查看更多」打开完整列表。',
    body: [
      ['点击右上角铃铛图标，打开消息中心。', '「消息」：点击一条消息即标记为已读，有链接的会在新标签页打开。', '打开「只看未读」开关可只显示未读消息。', '在顶部下拉框切换到「平台公告」，查看最新公告。'],
      '铃铛上的红点表示有未读消息。看不到铃铛图标，说明账号没有「消息中心」权限，请联系主账号分配。',
    ],
    days: 40,
  },
  {
    key: 'coupon-usage',
    title: '停车优惠券使用说明',
    category: '停车场管理',
    tags: ['优惠券'],
    crowds: parking,
    summary: '（草稿）商户购买停车优惠券后发放给车主，车主离场时自动抵扣停车费。',
    body: ['本文尚在编写中。'],
    days: 1,
    draft: true,
  },
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const htmlOf = (body: DemoArticle['body']) =>
  body.map((part) => (Array.isArray(part) ? `<ol>${part.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>` : `<p>${escapeHtml(part)}</p>`)).join('');

/** Seeds the demo help centre and switches the AI support chat on for the default app (the demo's). */
export async function seedDemoArticles(tx: Tx, now = new Date('2026-10-01T02:00:00Z')) {
  const categories = await tx.select({ id: articleCategory.id, name: articleCategory.name }).from(articleCategory);
  const tagNames = [...new Set(demoArticles.flatMap((a) => a.tags))];
  await tx.insert(articleTag).values(tagNames.map((name) => ({ name }))).onConflictDoNothing();
  const tags = await tx.select({ id: articleTag.id, name: articleTag.name }).from(articleTag);
  await tx.insert(article).values(
    demoArticles.map((a) => {
      const content = htmlOf(a.body);
      const published = new Date(now.getTime() - a.days * 86_400_000);
      return {
        key: a.key,
        title: a.title,
        summary: a.summary,
        content,
        search_text: searchTextOf({ title: a.title, summary: a.summary, tags: a.tags, content }),
        category: categories.find((c) => c.name === a.category)?.id ?? null,
        tags: a.tags.map((name) => tags.find((t) => t.name === name)!.id),
        crowds: a.crowds,
        status: a.draft ? 0 : 1,
        publish_time: a.draft ? null : published,
        create_time: published,
        update_time: published,
      };
    }),
  );
  await tx
    .update(appMetadata)
    .set({ value: '1' })
    .where(sql`${appMetadata.key} = 'ENABLE_AI_SUPPORT' and ${appMetadata.app} in (select ${app.id} from ${app} where ${eq(app.is_default, 1)})`);
}
