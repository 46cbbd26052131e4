import { monitorContactGet, monitorContactList, MonitorContactStatus, monitorGroupGet, monitorGroupList, monitorGroupMemberList, optionList, type CallReply } from '@console/contract';
import { Space, Tag, Tooltip, Typography } from 'antd';

export const CONTACT_LIST = '/account/monitor/contact';
export const CONTACT_CREATE = '/account/monitor/contact/create';
export const CONTACT_EDIT = '/account/monitor/contact/edit';
export const GROUP_LIST = '/account/monitor/contact-group';
export const GROUP_CREATE = '/account/monitor/contact-group/create';
export const GROUP_EDIT = '/account/monitor/contact-group/edit';

/** What disabling means, said wherever a contact's status shows or changes. */
export const DISABLED_MEANS = '停用的联系人仍在所属联系人组中，但不接收任何告警';

export const statusOptions = [
  { label: '启用', value: MonitorContactStatus.enabled },
  { label: '停用', value: MonitorContactStatus.disabled },
];

export const ContactStatusTag = ({ status }: { status: number }) =>
  status === MonitorContactStatus.enabled ? (
    <Tag color="success">启用</Tag>
  ) : (
    <Tooltip title={DISABLED_MEANS}>
      <Tag>停用（不接收告警）</Tag>
    </Tooltip>
  );

type Member = CallReply<typeof monitorGroupGet>['members'][number];

/** A group's members as tags in joining order; a disabled one greyed and struck through (it receives nothing). */
export function MemberTags({ members, max = 6 }: { members: readonly Member[]; max?: number }) {
  if (members.length === 0) return <Typography.Text type="warning">暂无成员，告警不会发给任何人</Typography.Text>;
  const shown = members.slice(0, max);
  return (
    <Space size={[0, 4]} wrap>
      {shown.map((m) =>
        m.status === MonitorContactStatus.enabled ? (
          <Tag key={m.id}>{m.name}</Tag>
        ) : (
          <Tooltip key={m.id} title={`${m.name}已停用：${DISABLED_MEANS}`}>
            <Tag style={{ textDecoration: 'line-through', color: 'var(--ant-color-text-disabled, rgba(0,0,0,0.25))' }}>{m.name}</Tag>
          </Tooltip>
        ),
      )}
      {members.length > max && <Typography.Text type="secondary">等 {members.length} 人</Typography.Text>}
    </Space>
  );
}

/** What shows contacts and groups (lists, records, members, pickers): every change of either refreshes them all. */
export const monitorReads = [monitorContactList, monitorContactGet, monitorGroupList, monitorGroupGet, monitorGroupMemberList, optionList] as const;
