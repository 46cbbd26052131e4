import { formatDateTime, merchantGet, relationList, relationUpdate } from '@console/contract';
import { Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { CallTable } from '../../../widgets/resource/call-table';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { useChanged } from '../../../widgets/resource/use-changed';
import { kindName } from './shared';

/** 合作关系 of a merchant: its partners and groups above, its customers and members below; the platform binds and unbinds. */
export function RelationsPanel({ merchant }: { merchant: { id: number; name: string } }) {
  const gate = useGate();
  const mayUpdate = gate({ permission: ['merchant:relation:update'] });
  const [binding, setBinding] = useState(false);
  const [form] = Form.useForm<{ parent: number; type: 'customer' | 'member' }>();
  const changed = useChanged(relationList, merchantGet);
  const bind = async () => {
    const values = await form.validateFields();
    await send(relationUpdate, { parent: values.parent, child: merchant.id, type: values.type, action: 'bind' });
    await changed('已建立合作关系');
    setBinding(false);
  };
  return (
    <>
      <CallTable
        id="merchant-detail-relations"
        call={relationList}
        query={{ merchant: merchant.id }}
        rowKey="id"
        toolbar={
          mayUpdate && (
            <Button type="primary" onClick={() => setBinding(true)}>
              建立上级关系
            </Button>
          )
        }
        columns={[
          { key: 'parent_name', title: '上级商户', width: 220, value: (r) => `${r.parent_name}（${r.parent}）` },
          { key: 'type_name', title: '关系', width: 110 },
          { key: 'child_name', title: '下级商户', width: 220, value: (r) => `${r.child_name}（${r.child}）` },
          { key: 'child_kind', title: '下级类型', width: 90, value: (r) => kindName(r.child_kind) },
          { key: 'create_time', title: '建立时间', width: 170, value: (r) => formatDateTime(r.create_time) },
        ]}
        actions={[
          {
            key: 'unbind',
            label: '解除',
            danger: true,
            permission: ['merchant:relation:update'],
            confirm: (r) => `解除后「${r.parent_name}」将不能再管理「${r.child_name}」。确定解除吗？`,
            onClick: async (r) => {
              await send(relationUpdate, { parent: r.parent, child: r.child, type: r.type as 'customer' | 'member', action: 'unbind' });
              await changed('已解除');
            },
          },
        ]}
      />
      <Modal open={binding} title={`建立上级关系 · ${merchant.name}`} onCancel={() => setBinding(false)} onOk={() => void bind().catch(() => undefined)} okText="建立" destroyOnHidden>
        <Form form={form} layout="vertical" name="relation-bind" preserve={false} initialValues={{ type: 'customer' }}>
          <Form.Item name="parent" label="上级商户" rules={[{ required: true, message: '请选择上级商户' }]}>
            <RemoteSelect source="merchant-parent" aria-label="上级商户" placeholder="搜索服务商或集团" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="type" label="关系" extra="服务商的下级为客户，集团的下级为成员">
            <Select options={[{ label: '服务商客户', value: 'customer' }, { label: '集团成员', value: 'member' }]} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
