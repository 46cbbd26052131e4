import { formatDateTime, userGet, userList, userMerge, userMergePreview, type CallReply } from '@console/contract';
import { App, Alert, Button, Card, Col, Descriptions, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { send } from '../../lib/request';
import { useChanged } from '../../widgets/resource/use-changed';
import { userDetail, UserStatusTag } from './shared';
import { UserPicker } from './user-picker';

type Preview = CallReply<typeof userMergePreview>;
type Side = Preview['source'];

function SideCard({ title, side, tone }: { title: string; side: Side; tone: 'source' | 'target' }) {
  return (
    <Card size="small" title={<Space>{title}<UserStatusTag status={side.status} /></Space>} style={{ borderColor: tone === 'source' ? '#ffccc7' : '#b7eb8f' }}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="用户">
          <Link to={userDetail(side.id)}>{`${side.nickname || '未设置昵称'} · ID ${side.id}`}</Link>
        </Descriptions.Item>
        <Descriptions.Item label="手机号">{side.mobile}</Descriptions.Item>
        <Descriptions.Item label="车牌">{side.plates.length ? side.plates.map((p) => <Tag key={p}>{p}</Tag>) : '未绑定'}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{formatDateTime(side.register_time)}</Descriptions.Item>
        <Descriptions.Item label="会员">{side.member_count} 个</Descriptions.Item>
        <Descriptions.Item label="投诉">{side.complaint_count} 条</Descriptions.Item>
        <Descriptions.Item label="站内消息">{side.message_count} 条</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * 用户合并: pick the account to merge away and the one to keep, preview both with what would move, then confirm with a
 * reason. The server moves members, complaints and messages and joins the plates in one transaction.
 */
export default function MergePage() {
  const { modal } = App.useApp();
  const changed = useChanged(userList, userGet, userMergePreview);
  const [form] = Form.useForm<{ source?: number; target?: number; reason?: string }>();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState<CallReply<typeof userMerge> | null>(null);

  const load = async () => {
    const v = await form.validateFields(['source', 'target']).catch(() => undefined);
    if (!v?.source || !v.target) return;
    setLoading(true);
    setDone(null);
    try {
      setPreview(await send(userMergePreview, { source: v.source, target: v.target }));
    } catch {
      setPreview(null);
    } finally {
      setLoading(false);
    }
  };

  const merge = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v?.source || !v.target || !preview) return;
    const { source, target } = preview;
    modal.confirm({
      title: '确定合并这两个用户吗？',
      content: `「${source.nickname || source.mobile}」的 ${source.member_count} 个会员、${source.complaint_count} 条投诉、${source.message_count} 条站内消息和车牌将转到「${target.nickname || target.mobile}」，被合并用户标为「已合并」，不能撤销。`,
      okText: '合并',
      okButtonProps: { danger: true },
      onOk: async () => {
        const reply = await send(userMerge, { source: source.id, target: target.id, reason: v.reason!.trim() });
        setDone(reply);
        setPreview(null);
        form.resetFields();
        await changed('已合并');
      },
    });
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%', background: '#fff', padding: 24, borderRadius: 8 }}>
      <Alert type="info" showIcon message="把同一个人的两个账号合并为一个：被合并用户的会员、投诉、站内消息和车牌转到保留用户，被合并用户标为「已合并」并保留记录，操作记入两个用户的操作记录。" />
      <Form form={form} layout="vertical" name="user-merge" onValuesChange={(changedValues) => ('source' in changedValues || 'target' in changedValues) && setPreview(null)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="source" label="被合并用户（合并后标为已合并）" rules={[{ required: true, message: '请选择被合并用户' }]}>
              <UserPicker />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="target"
              label="保留用户"
              dependencies={['source']}
              rules={[
                { required: true, message: '请选择保留用户' },
                ({ getFieldValue }) => ({ validator: (_, value) => (value && value === getFieldValue('source') ? Promise.reject(new Error('不能把用户合并到自己')) : Promise.resolve()) }),
              ]}
            >
              <UserPicker />
            </Form.Item>
          </Col>
        </Row>
        <Button onClick={load} loading={loading}>预览</Button>
        {preview && (
          <>
            <Row gutter={16} style={{ marginTop: 16 }}>
              <Col xs={24} md={12}><SideCard title="被合并用户" side={preview.source} tone="source" /></Col>
              <Col xs={24} md={12}><SideCard title="保留用户" side={preview.target} tone="target" /></Col>
            </Row>
            <Typography.Paragraph style={{ marginTop: 16 }}>
              合并后保留用户的车牌：{preview.plates_after.length ? preview.plates_after.map((p) => <Tag key={p}>{p}</Tag>) : '无'}
            </Typography.Paragraph>
            {preview.source.mobile.slice(-4) !== preview.target.mobile.slice(-4) && preview.source.nickname !== preview.target.nickname && (
              <Alert style={{ marginBottom: 16 }} type="warning" showIcon message="两个用户的手机尾号和昵称都不同，请确认是同一个人后再合并。" />
            )}
            <Form.Item name="reason" label="合并原因" rules={[{ required: true, whitespace: true, message: '请填写合并原因' }, { min: 2, message: '至少 2 个字' }]}>
              <Input.TextArea rows={2} maxLength={200} showCount placeholder="如：用户更换手机号后重新注册，经核实为同一人" />
            </Form.Item>
            <Button type="primary" danger onClick={merge}>合并</Button>
          </>
        )}
      </Form>
      {done && (
        <Alert
          type="success"
          showIcon
          message={`已合并：转移会员 ${done.members} 个、投诉 ${done.complaints} 条、站内消息 ${done.messages} 条`}
          action={<Link to={userDetail(done.target)}>查看保留用户</Link>}
        />
      )}
    </Space>
  );
}
