import { MONITOR_GROUP_MAX_MEMBERS, monitorContactLabel, monitorGroupCreate, monitorGroupGet, monitorGroupUpdate } from '@console/contract';
import { Form } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { RemoteMultiSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import type { OptionItem } from '../../../widgets/resource/types';
import { DISABLED_MEANS, GROUP_LIST, monitorReads } from './shared';

const fields = (known: readonly OptionItem[]): FormField[] => [
  { kind: 'text', key: 'name', label: '组名称', required: true, maxLength: 30, extra: '本商户内不能重复' },
  {
    kind: 'custom',
    key: 'contacts',
    label: '成员',
    extra: `从本商户的告警联系人中选择，最多 ${MONITOR_GROUP_MAX_MEMBERS} 人；${DISABLED_MEANS}。`,
    render: () => (
      <Form.Item name="contacts" noStyle>
        <RemoteMultiSelect source="monitor-contact" known={known} max={MONITOR_GROUP_MAX_MEMBERS} placeholder="输入姓名或手机号搜索联系人" aria-label="成员" />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2, placeholder: '如：接收哪些告警' },
];

type Values = Record<string, unknown>;
const body = (values: Values) => ({
  name: String(values.name),
  remark: (values.remark as string) || undefined,
  contacts: (values.contacts as number[] | undefined) ?? [],
});

/** 新建联系人组 and 编辑联系人组 (?id=): name, members picked from the merchant's contacts, remark; saved in one call. */
export default function GroupFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  // The loaded group's members, so that the picker names them before any search.
  const [known, setKnown] = useState<readonly OptionItem[]>([]);
  const shown = useMemo(() => fields(known), [known]);
  return (
    <FormPage
      id={id ? 'monitor-group-edit' : 'monitor-group-create'}
      fields={shown}
      loadKey={id ? [monitorGroupGet.path, id] : undefined}
      load={
        id
          ? async () => {
              const group = await send(monitorGroupGet, { id });
              setKnown(group.members.map((m) => ({ value: m.id, label: monitorContactLabel(m) })));
              return { name: group.name, remark: group.remark, contacts: group.members.map((m) => m.id) };
            }
          : undefined
      }
      submitLabel={id ? '保存' : '创建联系人组'}
      submit={(values) => (id ? send(monitorGroupUpdate, { id, ...body(values) }) : send(monitorGroupCreate, body(values)))}
      back={GROUP_LIST}
      invalidate={monitorReads.map((call) => [call.path])}
    />
  );
}
