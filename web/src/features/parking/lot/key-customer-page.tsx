import {
  formatDateTime, isLicencePlate, KEY_CUSTOMER_MAX_PLATES, keyCustomerCreate, keyCustomerDelete, keyCustomerLevels, keyCustomerList, keyCustomerTypes, keyCustomerUpdate, normalPlate,
  type CallReply,
} from '@console/contract';
import { Button, Form, Input, Radio, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, OptionItem, RowAction } from '../../../widgets/resource/types';
import { mobileRules } from '../vehicles/shared';

// 重点客户 (`/parking-merchant/parking-manage/key-customer`): customers the desk should know, with their plates and their
// cars' last 30 days in the records — 登记, 编辑, 删除 (asks first). docs/decisions.md, "Plateless cars, key customers and
// online logs".

type Row = CallReply<typeof keyCustomerList>['row'][number];
const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
const typeOptions = options(keyCustomerTypes);
const levelOptions = options(keyCustomerLevels);
const levelColours: Record<number, string> = { 1: 'blue', 2: 'gold', 3: 'red' };

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '客户', placeholder: '客户名称或联系人', maxLength: 50 },
  { kind: 'text', key: 'plate', label: '车牌号', maxLength: 10 },
  { kind: 'select', key: 'level', label: '客户等级', options: levelOptions },
  { kind: 'select', key: 'type', label: '客户类型', options: typeOptions },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '客户名称', width: 200, fixed: 'left', ellipsis: true },
  { key: 'level', title: '等级', width: 100, render: (r) => <Tag color={levelColours[r.level]}>{keyCustomerLevels[r.level as 1] ?? r.level}</Tag> },
  { key: 'type', title: '类型', width: 90, value: (r) => keyCustomerTypes[r.type as 1] ?? r.type },
  { key: 'plates', title: '车牌号', width: 240, render: (r) => <Space size={4} wrap>{r.plates.map((p) => <LicencePlate key={p} plate={p} size="small" />)}</Space> },
  { key: 'contact', title: '联系人', width: 160, value: (r) => `${r.contact} · ${r.mobile}` },
  { key: 'visits_30d', title: '近 30 天入场', width: 110, value: (r) => `${r.visits_30d} 次` },
  { key: 'in_lot', title: '在场', width: 80, render: (r) => (r.in_lot > 0 ? <Tag color="processing">{r.in_lot} 辆</Tag> : '-') },
  { key: 'last_entry_time', title: '最近入场', width: 170, value: (r) => (r.last_entry_time ? formatDateTime(r.last_entry_time) : '-') },
  { key: 'remark', title: '接待说明', width: 240, ellipsis: true },
  { key: 'create_time', title: '登记时间', width: 170, value: (r) => formatDateTime(r.create_time), defaultHidden: true },
  { key: 'merchant_name', title: '所属商户', width: 160, defaultHidden: true },
];

interface Values {
  name: string;
  type: number;
  level: number;
  contact: string;
  mobile: string;
  plates: string[];
  remark?: string;
}

const platesRules = [
  { required: true, type: 'array' as const, min: 1, message: '请至少填写一个车牌号' },
  { type: 'array' as const, max: KEY_CUSTOMER_MAX_PLATES, message: `最多 ${KEY_CUSTOMER_MAX_PLATES} 个车牌号` },
  {
    validator: (_: unknown, plates: string[] | undefined) => {
      const bad = (plates ?? []).find((p) => !isLicencePlate(p));
      return bad ? Promise.reject(new Error(`车牌号「${bad}」格式不正确`)) : Promise.resolve();
    },
  },
];

export function KeyCustomerDialog({ customer, open, onClose }: { customer?: Row; open: boolean; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title={customer ? `编辑重点客户 · ${customer.name}` : '登记重点客户'}
      name="parking-key-customer"
      width={600}
      initialValues={customer ? { name: customer.name, type: customer.type, level: customer.level, contact: customer.contact, mobile: customer.mobile, plates: customer.plates, remark: customer.remark } : { type: 1, level: 1, plates: [] }}
      changes={[keyCustomerList]}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = { name: v.name.trim(), type: v.type as 1, level: v.level as 1, contact: v.contact.trim(), mobile: v.mobile, plates: v.plates, remark: v.remark?.trim() || undefined };
        if (customer) {
          await send(keyCustomerUpdate, { id: customer.id, ...body });
          return '已保存';
        }
        await send(keyCustomerCreate, body);
        return '已登记';
      }}
    >
      <Form.Item name="name" label="客户名称" rules={[{ required: true, whitespace: true, message: '请填写客户名称' }, { min: 2, message: '客户名称至少 2 个字' }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="type" label="客户类型" rules={[{ required: true, message: '请选择客户类型' }]}>
        <Radio.Group options={typeOptions} />
      </Form.Item>
      <Form.Item name="level" label="客户等级" rules={[{ required: true, message: '请选择客户等级' }]}>
        <Radio.Group options={levelOptions} />
      </Form.Item>
      <Form.Item name="contact" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="mobile" label="联系电话" rules={mobileRules}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="plates" label="车牌号" rules={platesRules} extra="输入车牌号后按回车，可填多个" normalize={(v: string[]) => [...new Set(v.map(normalPlate).filter(Boolean))]}>
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[' ', ',', '，']}
          aria-label="车牌号"
          placeholder="如 粤B12345"
        />
      </Form.Item>
      <Form.Item name="remark" label="接待说明">
        <Input.TextArea maxLength={200} rows={3} showCount placeholder="如 入场即通知值班长" />
      </Form.Item>
    </FormDialog>
  );
}

export default function KeyCustomerPage() {
  const gate = useGate();
  const changed = useChanged(keyCustomerList);
  const [editing, setEditing] = useState<{ customer?: Row } | null>(null);
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['parking:key:customer:update'], onClick: (r) => setEditing({ customer: r }) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['parking:key:customer:delete'],
      confirm: (r) => `删除重点客户「${r.name}」？其车辆此后按普通车辆进出。`,
      onClick: async (r) => {
        await send(keyCustomerDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id="parking-key-customer"
        call={keyCustomerList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['parking:key:customer:create'] }) && (
            <Button type="primary" onClick={() => setEditing({})}>
              登记重点客户
            </Button>
          )
        }
      />
      <KeyCustomerDialog open={!!editing} customer={editing?.customer} onClose={() => setEditing(null)} />
    </>
  );
}

