import {
  memberPackageCreate, memberPackageGet, memberPackageUpdate, memberPriceCreate, memberPriceUpdate, memberPrivilegeCreate, memberPrivilegeUpdate,
  memberRightsCreate, memberRightsUpdate, memberTriggerCreate, memberTriggerUpdate, memberTypeGet, memberTypeList, type CallDefinition,
} from '@console/contract';
import { Form, InputNumber } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { PriceInput } from '../../widgets/price-input/price-input';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { eventOptions, packageDetail, packageSections, periodOptions, typeDetail, typeStatusOptions, type SectionName } from './shared';

type Values = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

const fenField = (key: string, label: string, required: boolean, extra?: string): FormField => ({
  key,
  label,
  kind: 'custom',
  required,
  extra,
  render: () => (
    <Form.Item name={key} noStyle rules={required ? [{ required: true, message: `请填写${label}` }] : []}>
      <PriceInput aria-label={label} min={required ? 0.01 : 0} max={1_000_000} style={{ width: 200 }} />
    </Form.Item>
  ),
});

/** The form fields of each part of a package, and how its values become the call's body. */
const parts: Record<SectionName | 'info', { fields: FormField[]; body: (v: Values) => Values }> = {
  info: {
    fields: [
      { key: 'name', label: '套餐名称', kind: 'text', required: true, maxLength: 30, placeholder: '如：标准版', rules: [{ min: 2, message: '至少 2 个字' }] },
      { key: 'status', label: '状态', kind: 'select', required: true, options: typeStatusOptions, extra: '停用的套餐不能开通和续费' },
      { key: 'description', label: '套餐介绍', kind: 'textarea', maxLength: 500, rows: 4 },
    ],
    body: (v) => ({ name: text(v.name), status: Number(v.status), description: text(v.description) }),
  },
  price: {
    fields: [
      { key: 'period', label: '周期', kind: 'select', required: true, options: periodOptions, extra: '每个周期一个价格' },
      fenField('amount', '售价', true),
      fenField('original_amount', '原价', false, '显示为划线价；不填则不显示，不能低于售价'),
      { key: 'content', label: '说明', kind: 'text', maxLength: 100, placeholder: '如：首月特惠' },
    ],
    body: (v) => ({ period: Number(v.period), amount: Number(v.amount), original_amount: v.original_amount ? Number(v.original_amount) : undefined, content: text(v.content) }),
  },
  privilege: {
    fields: [
      { key: 'name', label: '特权名称', kind: 'text', required: true, maxLength: 30, placeholder: '如：停车 9 折', rules: [{ min: 2, message: '至少 2 个字' }] },
      { key: 'content', label: '特权说明', kind: 'textarea', maxLength: 200, rows: 3 },
    ],
    body: (v) => ({ name: text(v.name), content: text(v.content) }),
  },
  rights: {
    fields: [
      { key: 'name', label: '权益名称', kind: 'text', required: true, maxLength: 30, placeholder: '如：2 小时停车券', rules: [{ min: 2, message: '至少 2 个字' }] },
      {
        key: 'quantity',
        label: '每期数量',
        kind: 'custom',
        required: true,
        render: () => (
          <Form.Item name="quantity" noStyle rules={[{ required: true, message: '请填写每期数量' }]}>
            <InputNumber aria-label="每期数量" min={1} max={9999} precision={0} style={{ width: 200 }} />
          </Form.Item>
        ),
      },
      { key: 'unit', label: '单位', kind: 'text', required: true, maxLength: 6, placeholder: '张、度、次' },
      { key: 'content', label: '使用说明', kind: 'textarea', maxLength: 200, rows: 3 },
    ],
    body: (v) => ({ name: text(v.name), quantity: Number(v.quantity), unit: text(v.unit), content: text(v.content) }),
  },
  event: {
    fields: [
      { key: 'event', label: '触发事件', kind: 'select', required: true, options: eventOptions },
      { key: 'name', label: '执行动作', kind: 'text', required: true, maxLength: 30, placeholder: '如：发送续费提醒', rules: [{ min: 2, message: '至少 2 个字' }] },
      { key: 'content', label: '动作说明', kind: 'textarea', maxLength: 200, rows: 3 },
    ],
    body: (v) => ({ event: Number(v.event), name: text(v.name), content: text(v.content) }),
  },
};

const writes: Record<SectionName, { create: CallDefinition; update: CallDefinition }> = {
  price: { create: memberPriceCreate, update: memberPriceUpdate },
  privilege: { create: memberPrivilegeCreate, update: memberPrivilegeUpdate },
  rights: { create: memberRightsCreate, update: memberRightsUpdate },
  event: { create: memberTriggerCreate, update: memberTriggerUpdate },
};

/**
 * The package's create and edit sub-screens, `/user/member/package/{info,price,privilege,rights,event}/{create,edit}`:
 * info create takes `?type=`, the rest `?uuid=` (and `&id=` of the row being edited).
 */
export default function PackageFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [, part = 'info', mode] = /\/user\/member\/package\/(\w+)\/(create|edit)$/.exec(pathname) ?? [];
  const section = part as SectionName | 'info';
  const uuid = params.get('uuid') ?? '';
  const type = Number(params.get('type')) || 0;
  const itemId = Number(params.get('id')) || 0;
  const editing = mode === 'edit';
  const { fields, body } = parts[section];
  const invalidate = [[memberPackageGet.path], [memberTypeGet.path], [memberTypeList.path]] as const;

  if (section === 'info') {
    return (
      <FormPage
        id={editing ? 'member-package-info-edit' : 'member-package-info-create'}
        fields={fields}
        initialValues={{ status: 1 }}
        loadKey={editing ? [memberPackageGet.path, uuid] : undefined}
        load={editing ? async () => { const p = await send(memberPackageGet, { uuid }); return { name: p.name, status: p.status, description: p.description }; } : undefined}
        submitLabel={editing ? '保存' : '创建套餐'}
        submit={(v) => (editing ? send(memberPackageUpdate, { uuid, ...body(v) } as never) : send(memberPackageCreate, { member_type: type, ...body(v) } as never))}
        back={editing ? packageDetail(uuid) : typeDetail(type)}
        invalidate={invalidate}
      />
    );
  }
  const { list, title } = packageSections[section];
  return (
    <FormPage
      id={`member-package-${section}-${editing ? 'edit' : 'create'}`}
      fields={fields}
      loadKey={editing ? [memberPackageGet.path, uuid, section, itemId] : undefined}
      load={
        editing
          ? async () => {
              const p = await send(memberPackageGet, { uuid });
              const item = p[list].find((i) => i.id === itemId);
              if (!item) throw new Error(`该套餐没有这条${title}，可能已被删除`);
              const { id: _id, section: _s, update_time: _u, event_name: _e, ...values } = item;
              return { ...values, original_amount: item.original_amount || undefined, event: item.event || undefined };
            }
          : undefined
      }
      submitLabel={editing ? '保存' : `添加${title}`}
      submit={(v) => (editing ? send(writes[section].update, { id: itemId, ...body(v) } as never) : send(writes[section].create, { uuid, ...body(v) } as never))}
      back={packageDetail(uuid)}
      invalidate={invalidate}
    />
  );
}
