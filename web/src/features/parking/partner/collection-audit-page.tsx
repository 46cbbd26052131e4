import { CollectionStatus, collectionAudit, collectionGet, collectionList, otherParkGet, otherParkList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Form, Input, Radio, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useChanged } from '../../../widgets/resource/use-changed';
import { COLLECTION_DETAIL, COLLECTION_LIST } from './paths';
import { collectionFields, type CollectionDetail } from './shared';

interface Decision {
  status: 1 | 2;
  remark?: string;
}

/** The review form under the collection: 通过 (the lot becomes or updates an other park) or 驳回 with a reason. */
export function CollectionAuditForm({ collection, onDone }: { collection: CollectionDetail; onDone: () => void }) {
  const [form] = Form.useForm<Decision>();
  const { modal } = App.useApp();
  const [saving, setSaving] = useState(false);
  const changed = useChanged(collectionList, collectionGet, otherParkList, otherParkGet);
  const status = Form.useWatch('status', form);
  const submit = (values: Decision) => {
    const approving = values.status === CollectionStatus.approved;
    modal.confirm({
      title: approving ? '确认通过该数据采集？' : '确认驳回该数据采集？',
      content: approving ? `通过后「${collection.park_name}」将录入其他停车场（同名的会被更新）。` : '驳回后采集人需重新采集提交。',
      okText: approving ? '通过' : '驳回',
      cancelText: '取消',
      okButtonProps: { danger: !approving },
      onOk: async () => {
        setSaving(true);
        try {
          await send(collectionAudit, { id: collection.id, status: values.status, ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}) });
          await changed(approving ? '已通过，已录入其他停车场' : '已驳回');
          onDone();
        } finally {
          setSaving(false);
        }
      },
    });
  };
  return (
    <Form<Decision> form={form} name="collection-audit" layout="vertical" initialValues={{ status: CollectionStatus.approved }} onFinish={submit} style={{ maxWidth: 560 }}>
      <Form.Item name="status" label="审核结果" rules={[{ required: true, message: '请选择审核结果' }]}>
        <Radio.Group
          options={[
            { label: '通过', value: CollectionStatus.approved },
            { label: '驳回', value: CollectionStatus.rejected },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="remark"
        label={status === CollectionStatus.rejected ? '驳回原因' : '审核意见'}
        rules={
          status === CollectionStatus.rejected
            ? [
                { required: true, whitespace: true, message: '请填写驳回原因' },
                { min: 2, message: '驳回原因至少 2 个字' },
              ]
            : []
        }
      >
        <Input.TextArea rows={3} maxLength={200} showCount placeholder={status === CollectionStatus.rejected ? '如 车位数与现场不符，请补采收费公示牌照片' : '选填'} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          提交审核
        </Button>
      </Space>
    </Form>
  );
}

/** 审核数据采集 (?id=): the collection as submitted, then the review form; a reviewed one says so. */
export default function CollectionAuditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const detail = useQuery({ queryKey: [collectionGet.path, id], queryFn: () => send(collectionGet, { id }), enabled: id > 0 });
  if (!(id > 0)) return <Result status="warning" title="缺少数据采集编号" extra={<Button onClick={() => navigate(COLLECTION_LIST)}>返回数据采集</Button>} />;
  if (detail.isPending) return <Skeleton active />;
  if (!detail.data) return <Empty description="数据采集不存在或无权查看" />;
  const c = detail.data;
  const fields = collectionFields().filter((f) => !f.when || f.when(c));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={`审核数据采集 · ${c.park_name}`} extra={<Button onClick={() => navigate(COLLECTION_LIST)}>返回列表</Button>}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          {fields.map((f) => (
            <Descriptions.Item key={f.key} label={f.label} span={f.span}>
              {f.render ? f.render(c) : f.value ? f.value(c) : String((c as unknown as Record<string, unknown>)[f.key] ?? '-')}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title="审核">
        {c.status === CollectionStatus.pending ? (
          <CollectionAuditForm collection={c} onDone={() => navigate(`${COLLECTION_DETAIL}?id=${c.id}`)} />
        ) : (
          <Alert type="info" showIcon message="该数据采集已审核" description={<a onClick={() => navigate(`${COLLECTION_DETAIL}?id=${c.id}`)}>查看审核结果</a>} />
        )}
      </Card>
    </Space>
  );
}
