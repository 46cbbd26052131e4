import type { CallQuery, calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { cappedPageOf, listPayload, pageOf } from '../../../shared/paging.js';
import { dayAfter, dayStart, iso } from '../../../shared/time.js';
import * as repository from './logging.repository.js';

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.loggingList>) {
  const page = cappedPageOf(query);
  const filter: repository.LoggingFilter = {
    managerName: query.manager_name?.trim() || undefined,
    keywords: query.keywords?.trim() || undefined,
    targetType: query.target_type?.trim() || undefined,
    from: query.start_date ? dayStart(query.start_date) : undefined,
    before: query.end_date ? dayAfter(query.end_date) : undefined,
  };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.page(tx, access.scope, filter, page.size, page.offset), await repository.total(tx, access.scope, filter)] as const);
  return listPayload(rows.map((row) => ({ ...row, create_time: iso(row.create_time) })), total, page);
}

/** The Chinese names of the fields audit entries keep (others are shown by their key). */
const fieldLabels: Record<string, string> = {
  title: '标题',
  status: '状态',
  tags: '标签',
  publish_time: '发布时间',
  content_length: '正文字数',
  response: '回复',
  recipients: '接收商户',
  link: '链接',
  // Accounts, roles, departments.
  name: '名称',
  account: '登录账号',
  mobile: '手机号',
  department: '部门',
  roles: '角色',
  permissions: '权限',
  password: '密码',
  third_party: '第三方账号',
  description: '描述',
  parent: '上级',
  sort: '排序',
  // Merchants, products, subjects.
  kind: '商户类型',
  short_name: '商户简称',
  contact_name: '联系人',
  contact_mobile: '联系电话',
  region: '所在地区',
  address: '地址',
  remark: '备注',
  logo_icon: 'Logo',
  service_level: '服务等级',
  products: '产品',
  product: '产品',
  expire_time: '到期时间',
  contract_no: '合同编号',
  subject: '主体',
  superuser: '主账号',
  type: '类型',
  credit_code: '统一社会信用代码',
  legal_person: '法定代表人',
  legal_person_mobile: '法定代表人手机号',
  licence_image: '营业执照',
  audit_remark: '审核意见',
  label: '名称',
  // Projects.
  code: '编码',
  start_date: '开始日期',
  end_date: '结束日期',
  grant: '授权',
  access_control: '访问控制',
  change: '变更',
  // Contracts.
  sign_date: '签订日期',
  period: '合同期限',
  amount: '合同金额',
  attachments: '合同附件',
  terminate_reason: '终止原因',
  // Monitor contacts and contact groups.
  email: '邮箱',
  members: '成员',
  groups: '所属联系人组',
  // Withdrawal settings and profit-sharing rules.
  apply: '申请编号',
  account_type: '账户类型',
  account_name: '开户名称',
  account_no: '银行账号',
  bank: '开户银行',
  branch_name: '开户支行',
  schedule: '提现方式',
  min_amount: '起提金额',
  retain_amount: '留存金额',
  reason: '原因',
  business: '适用业务',
  receivers: '分账接收方',
  // Parks and park applications.
  park_name: '停车场名称',
  point: '经纬度',
  total_space: '总车位数',
  monthly_card_cap: '月卡上限',
  park_code: '停车场编号',
  merchant: '商户',
  // Parking records, plate corrections, releases and spaces.
  plate: '车牌号',
  plate_color: '车牌颜色',
  free_space: '空余车位数',
  review_status: '审核状态',
  reject_reason: '驳回原因',
  record: '停车记录',
  // Energy stations, devices, ports and alarms.
  hours: '营业时间',
  contact: '联系人',
  station: '电站',
  vendor: '设备厂商',
  model: '设备型号',
  protocol: '通信协议',
  firmware_version: '固件版本',
  iccid: 'SIM 卡 ICCID',
  ports: '端口',
  process: '处理状态',
  note: '处理说明',
  // Energy cards, VINs and virtual cards (energy-cards slice).
  card_no: '卡号',
  logical_no: '逻辑卡号',
  holder: '持卡人',
  runtime: '运行设置',
  acl: '可用电站',
  // Charging records and payments (energy-orders slice).
  order_state: '订单状态',
  pay_state: '支付状态',
  stop_reason: '结束原因',
  energy: '充电量',
  elec_amount: '电费',
  service_amount: '服务费',
  total_amount: '订单金额',
  pay_no: '支付单号',
  review_state: '审核状态',
  settle_state: '结算状态',
  settle_amount: '结算金额',
  source: '来源',
  refund: '退款金额',
  transfer: '提现',
  transfer_state: '提现状态',
  transfer_step: '处理',
  review_note: '审核意见',
  // OKR.
  cycle: '周期',
  owner: '负责人',
  project: '所属项目',
  key_result: '关键结果',
  start_value: '起始值',
  target_value: '目标值',
  current_value: '当前值',
  weight: '权重',
  due_date: '截止日期',
  // 营销中心 (bonus).
  issuer: '触发事件',
  start_time: '开始时间',
  end_time: '结束时间',
  player_limit: '每个商户可领次数',
  rules: '活动规则',
  event: '活动',
  value: '面值',
  valid_days: '有效天数',
  stock: '累计库存',
  remaining: '剩余库存',
  count: '数量',
  audit_status: '审核状态',
  expire_date: '截止日期',
  progress_note: '进展说明',
  software: '软件',
  version: '版本',
  annual_fee: '年服务费',
  install_fee: '实施费',
  // 广告 › 配置管理 (advertising slice).
  scene: '场景',
  material: '素材类型',
  size: '尺寸',
  duration: '时长',
  billing: '计费方式',
  floor_price: '底价',
  daily_limit: '每日展示上限',
  provider: '流量主',
  share_rate: '分成比例',
  regions: '地域',
  gender: '性别',
  ages: '年龄',
  os: '操作系统',
  time_slots: '投放时段',
  // 城市平台上报.
  city: '城市',
  platform_name: '平台名称',
  endpoint: '接口地址',
  report_account: '接入账号',
  secret: '接入密钥',
  // Also the exposure strategy's 最短间隔: one label for both.
  interval_minutes: '间隔（分钟）',
  targets_added: '加入上报',
  targets_removed: '移出上报',
  // 广告 › 素材, 投放管理 (advertising delivery slice).
  category: '广告分类',
  plan_kind: '计划类型',
  advertiser: '广告主',
  spaces: '广告位',
  targeting: '定向包',
  creative: '素材',
  bidding: '出价方式',
  bid_price: '出价',
  daily_budget: '日预算',
  total_budget: '总预算',
  landing_url: '落地页',
  bidding_mode: '竞价模式',
  increment: '加价幅度',
  max_bid: '出价上限',
  internal_first: '内部计划优先',
  user_daily_cap: '每人每日展示上限',
  rotation: '轮播方式',
  platform: '平台',
  bundle: '包名/AppID',
  // The group's station channel and charge configuration (energy/group-config).
  mode: '配置方式',
  payee: '收款方',
  channel: '支付通道',
  mch_no: '渠道商户号',
  max_power: '单枪功率上限',
  max_energy: '单次充电量上限',
  max_amount: '单次消费上限',
  stop_balance: '余额不足停止阈值',
  full_stop: '充满自停',
  user_sessions: '同一用户同时充电数',
  // 会员 › 用户合并 (user-ops slice).
  plates: '车牌',
  merged_into: '合并到',
  merged_from: '合并自',
  memberships: '会员记录',
  complaints: '投诉',
  messages: '站内消息',
  codes: '兑换码',
  moved_plates: '转入车牌',
};

/** What a timeline says of an entry: the action, and the fields that changed (in a stable order). */
export function describe(entry: { action: string; before: unknown; after: unknown }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const changes = Object.keys({ ...before, ...after })
    .sort((a, b) => (a in fieldLabels ? Object.keys(fieldLabels).indexOf(a) : 99) - (b in fieldLabels ? Object.keys(fieldLabels).indexOf(b) : 99))
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => {
      const label = fieldLabels[key] ?? key;
      return key in before && key in after ? `${label}：${show(before[key])} → ${show(after[key])}` : key in after ? `${label}：${show(after[key])}` : `${label}：${show(before[key])}（已删除）`;
    });
  return changes.length ? `${entry.action}（${changes.join('；')}）` : entry.action;
}

/** A record's timeline, only from entries the caller's merchants may see. */
export async function timeline(db: Database, access: Access, query: CallQuery<typeof calls.loggingTimeline>) {
  const page = pageOf(query);
  const [rows, total] = await db.tenant(access.scope, async (tx) => [
    await repository.timeline(tx, access.scope, query.target_type, query.target_id, page.size, page.offset),
    await repository.timelineTotal(tx, access.scope, query.target_type, query.target_id),
  ] as const);
  return listPayload(rows.map((row) => ({ id: row.id, event_time: iso(row.create_time), operator: { name: row.manager_name }, content: describe(row) })), total, page);
}
