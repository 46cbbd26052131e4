import type { Tx } from '../db/client.js';
import { DISABLED, ENABLED, monitorContact, monitorContactGroup, monitorContactGroupMember } from '../db/schema/index.js';

/**
 * Alarm contacts of 鹏城充电服务商 (100200, energy-partner): four people, one of them disabled (still in its group,
 * receiving nothing), and two groups — the on-duty group the station alarms will go to, and the managers.
 */
export async function seedDemoMonitor(tx: Tx) {
  const merchant = 100200;
  const base = new Date('2026-02-01T01:00:00Z');
  const people = [
    { name: '赵敏', mobile: '13800000200', email: 'zhaomin@pcharge.com.cn', remark: '负责人' },
    { name: '王磊', mobile: '13912340201', email: 'wanglei@pcharge.com.cn', remark: '运维工程师，白班' },
    { name: '陈静', mobile: '13912340202', email: '', remark: '运维工程师，夜班' },
    { name: '黄涛', mobile: '13912340203', email: 'huangtao@pcharge.com.cn', remark: '休假中，暂停接收', status: DISABLED },
  ];
  const contacts = await tx
    .insert(monitorContact)
    .values(people.map((p, i) => ({ merchant, ...p, status: p.status ?? ENABLED, create_time: new Date(base.getTime() + i * 60_000), update_time: new Date(base.getTime() + i * 60_000) })))
    .returning({ id: monitorContact.id, name: monitorContact.name });
  const id = (name: string) => contacts.find((c) => c.name === name)!.id;
  const groups = [
    { name: '充电站运维值班组', remark: '设备故障、离线告警', members: ['王磊', '陈静', '黄涛'] },
    { name: '管理层通知', remark: '严重告警同时通知', members: ['赵敏'] },
  ];
  for (const [i, g] of groups.entries()) {
    const time = new Date(base.getTime() + (10 + i) * 60_000);
    const [created] = await tx.insert(monitorContactGroup).values({ merchant, name: g.name, remark: g.remark, create_time: time, update_time: time }).returning({ id: monitorContactGroup.id });
    await tx.insert(monitorContactGroupMember).values(g.members.map((name) => ({ merchant, contact_group: created!.id, contact: id(name), create_time: time })));
  }
}
