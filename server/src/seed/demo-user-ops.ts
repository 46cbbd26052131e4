import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { appUser, appUserComplaint, appUserComplaintRecord, appUserMessage, appUserMessageSend } from '../db/schema/index.js';

const PLATFORM = 100000;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** UTC+8 day of a time as yyyymmdd (complaint numbers). */
const day = (t: Date) => new Date(t.getTime() + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * 会员 › 投诉 and 站内消息 demo data (user-ops slice) of the platform operator: 12 complaints of the seeded app users in
 * every state with their histories, and 3 sends of 站内消息 (one user, every normal user, a type's live members) with
 * some recipients having read them. Runs after seedDemoMember. Times relative to the seeding day.
 */
export async function seedDemoUserOps(tx: Tx) {
  const users = await tx.select({ id: appUser.id, status: appUser.status, nickname: appUser.nickname }).from(appUser).where(eq(appUser.merchant, PLATFORM)).orderBy(asc(appUser.id));
  if (!users.length) return;
  const now = Date.now();
  const complaints: [number, string, string, string[]][] = [
    [1, '出场被重复扣费', '9 月 12 日在福田中心停车场出场时微信被扣了两次 18 元，请核实并退还一笔。', ['已核实支付渠道有两笔扣款，其中一笔将原路退回。']],
    [2, '充电桩充不进电', '南山科技园 3 号快充桩插枪后一直显示准备中，等了 20 分钟没开始充电。', ['非常抱歉，已通知运维人员现场检修该充电桩。']],
    [3, '会员停车券没有发放', '开通停车月享卡标准版已经 3 天，停车券一直没到账。', []],
    [1, '车牌识别错误导致多收费', '车牌被识别成粤B·8Q123（实际是粤B·8O123），入场时间被算错。', ['已调取入场照片核对，正在为您修正入场记录。']],
    [4, '余额提现一直未到账', '申请提现 200 元已经 5 个工作日，状态还是处理中。', []],
    [5, 'APP 闪退', '最新版本打开停车缴费页面就闪退，手机是 HarmonyOS。', ['已反馈给研发团队，新版本将修复。']],
    [2, '充电服务费比标价高', '显示服务费 0.6 元/度，结算时按 0.8 元/度计费。', []],
    [3, '会员自动续费未经同意', '没有开通自动续费，却被扣了下个月的会员费。', ['经核查为您开通时勾选了自动续费，已为您关闭并退还本月费用。']],
    [1, '月卡到期未提醒', '月卡到期前没有收到任何提醒，导致出场被按临停收费。', []],
    [5, '客服电话打不通', '工作日上午打客服电话一直占线。', []],
    [4, '发票开具失败', '停车费电子发票申请后提示开具失败。', ['已为您重新提交开票，请稍后在发票记录中查看。']],
    [2, '充电中途断电', '充到 40% 时突然断电，订单却按满额结算。', []],
  ];
  for (const [i, [category, title, content, replies]] of complaints.entries()) {
    const user = users[(i * 3 + 1) % users.length]!;
    const created = new Date(now - (40 - i * 3) * DAY - i * HOUR);
    // 0–3 closed, 4–7 handling, 8–11 open.
    const status = i < 4 ? 3 : i < 8 ? 2 : 1;
    const handler = status === 1 ? '' : i % 2 ? '运营专员' : '平台管理员';
    const result = status === 3 ? (replies[0] ?? '已与用户电话沟通，问题已解决。') : '';
    const closeTime = status === 3 ? new Date(created.getTime() + 2 * DAY) : null;
    const [row] = await tx
      .insert(appUserComplaint)
      .values({ merchant: PLATFORM, complaint_no: `TS${day(created)}${String(i + 1).padStart(6, '0')}`, user: user.id, category, title, content, status, handler_name: handler, result, close_time: closeTime, create_time: created, update_time: closeTime ?? created })
      .returning({ id: appUserComplaint.id });
    const base = { merchant: PLATFORM, complaint: row!.id };
    const lines: (typeof appUserComplaintRecord.$inferInsert)[] = [{ ...base, kind: 1, content, operator_name: user.nickname, create_time: created }];
    if (status !== 1) {
      lines.push({ ...base, kind: 4, content: '已受理，正在核实', operator_name: handler, create_time: new Date(created.getTime() + 2 * HOUR) });
      for (const [k, reply] of replies.entries()) lines.push({ ...base, kind: 3, content: reply, operator_name: handler, create_time: new Date(created.getTime() + (5 + k) * HOUR) });
      if (i % 3 === 0) lines.push({ ...base, kind: 2, content: '补充：付款截图已在 APP 中上传，请查看。', operator_name: user.nickname, create_time: new Date(created.getTime() + 8 * HOUR) });
    }
    if (status === 3) lines.push({ ...base, kind: 5, content: result, operator_name: handler, create_time: closeTime! });
    await tx.insert(appUserComplaintRecord).values(lines);
  }

  const normal = users.filter((u) => u.status === 1);
  const sends = [
    { title: '国庆假期停车优惠', content: '10 月 1 日至 7 日，合作停车场会员停车享 8 折，欢迎出行。', target: 2, target_name: '全部正常用户', recipients: normal, daysAgo: 20 },
    { title: '会员权益到账提醒', content: '本月 2 张 2 小时停车券已发放到您的账户，请在当月使用。', target: 1, target_name: `指定用户：${users[0]!.nickname}`, recipients: [users[0]!], daysAgo: 6 },
    { title: '充电站升级通知', content: '南山科技园充电站将于本周六 0:00–6:00 停机升级，请合理安排充电。', target: 2, target_name: '全部正常用户', recipients: normal, daysAgo: 2 },
  ];
  for (const s of sends) {
    const created = new Date(now - s.daysAgo * DAY);
    const [row] = await tx
      .insert(appUserMessageSend)
      .values({ merchant: PLATFORM, title: s.title, content: s.content, target: s.target, target_name: s.target_name, recipient_count: s.recipients.length, operator_name: '平台管理员', create_time: created })
      .returning({ id: appUserMessageSend.id });
    await tx.insert(appUserMessage).values(
      s.recipients.map((u, k) => ({ merchant: PLATFORM, send: row!.id, user: u.id, create_time: created, read_time: k % 3 === 0 ? null : new Date(created.getTime() + (k + 1) * HOUR) })),
    );
  }
}
