import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  formatRatio, paymentBusinesses, SHARDING_MAX_RECEIVERS, SHARDING_MAX_TOTAL, shardingRuntimeCreate, shardingRuntimeList, shardingRuntimeUpdate, type CallReply,
} from '@console/contract';
import { Alert, Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { send } from '../../../lib/request';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormDialog } from '../../../widgets/resource/form-dialog';

export type ShardingRule = CallReply<typeof shardingRuntimeList>['row'][number];

interface Values {
  name: string;
  business?: string[];
  receivers: { merchant?: number; percent?: number }[];
  remark?: string;
}

const businessOptions = Object.entries(paymentBusinesses).map(([value, label]) => ({ value, label }));

/** Percent as typed (two decimals) ⇄ basis points as stored. */
const toRatio = (percent: number) => Math.round(percent * 100);

/** What the receivers take together and what the merchant keeps, as the user types. */
function Shares() {
  const receivers = (Form.useWatch('receivers') ?? []) as Values['receivers'];
  const total = receivers.reduce((sum, r) => sum + toRatio(r?.percent ?? 0), 0);
  const over = total > SHARDING_MAX_TOTAL;
  return (
    <Typography.Text type={over ? 'danger' : 'secondary'} data-testid="sharding-shares">
      分出合计 {formatRatio(total)}，商户留存 {formatRatio(10000 - total)}
      {over ? `（超过上限 ${formatRatio(SHARDING_MAX_TOTAL)}）` : ''}
    </Typography.Text>
  );
}

/**
 * 新建 / 编辑分账规则 of a merchant: name, businesses (none: all), 1-5 receivers with their percentages (together at
 * most 30 %), remark. The server refuses overlaps with another enabled rule and says which.
 */
export function ShardingDialog({ merchant, rule, open, onClose }: { merchant: number; rule: ShardingRule | null; open: boolean; onClose: () => void }) {
  const initialValues: Values = rule
    ? { name: rule.name, business: rule.business, receivers: rule.receivers.map((r) => ({ merchant: r.merchant, percent: r.ratio / 100 })), remark: rule.remark }
    : { name: '', business: [], receivers: [{}] };
  return (
    <FormDialog<Values>
      open={open}
      title={rule ? `编辑分账规则 · ${rule.name}` : '新建分账规则'}
      name="sharding-rule"
      width={640}
      initialValues={initialValues}
      changes={[shardingRuntimeList]}
      onClose={onClose}
      onSubmit={async (values) => {
        const fields = {
          name: values.name.trim(),
          business: (values.business ?? []) as never[],
          receivers: values.receivers.map((r) => ({ merchant: r.merchant!, ratio: toRatio(r.percent!) })),
          remark: values.remark?.trim() || undefined,
        };
        if (rule) await send(shardingRuntimeUpdate, { id: rule.id, ...fields });
        else await send(shardingRuntimeCreate, { merchant, ...fields });
        return rule ? '分账规则已保存' : '分账规则已新建并启用';
      }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="同一业务只能有一条启用中的分账规则；接收方比例合计不超过 30%，其余留在商户账户中。" />
      <Form.Item name="name" label="规则名称" rules={[{ required: true, whitespace: true, message: '请输入规则名称' }, { min: 2, max: 30, message: '规则名称为 2-30 个字' }]}>
        <Input maxLength={30} placeholder="如：停车费服务分成" />
      </Form.Item>
      <Form.Item name="business" label="适用业务" extra="不选即全部业务">
        <Select mode="multiple" allowClear options={businessOptions} placeholder="全部业务" />
      </Form.Item>
      <Form.Item label="分账接收方" required extra={<Shares />}>
        <Form.List name="receivers">
          {(fields, { add, remove }) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" wrap>
                  <Form.Item name={[field.name, 'merchant']} rules={[{ required: true, message: '请选择接收方商户' }]} noStyle={false} style={{ marginBottom: 0 }}>
                    <RemoteSelect source="merchant" placeholder="搜索商户名称或商户号" aria-label={`接收方 ${index + 1}`} style={{ width: 300 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'percent']}
                    rules={[{ required: true, message: '请输入比例' }]}
                    style={{ marginBottom: 0 }}
                  >
                    <InputNumber aria-label={`比例 ${index + 1}`} min={0.01} max={SHARDING_MAX_TOTAL / 100} precision={2} step={0.5} suffix="%" style={{ width: 130 }} />
                  </Form.Item>
                  {fields.length > 1 && <Button type="text" aria-label={`删除接收方 ${index + 1}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />}
                </Space>
              ))}
              {fields.length < SHARDING_MAX_RECEIVERS && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
                  添加接收方
                </Button>
              )}
            </Space>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
