import { businessApplyCreate, businessApplyList, businessInviter, type CallReply } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useSession } from '../../../shell/session/store';
import { formRule } from '../../../widgets/resource/form-page';
import { MERCHANT_INFO, SubjectStatusTag } from '../merchants/shared';
import { applyResultPath, businessOfPath } from './invite';
import { APPLY_FORM, APPLY_LIST } from './shared';

type Invitation = CallReply<typeof businessInviter>;
interface Values {
  contact_name: string;
  contact_mobile: string;
  remark?: string;
}

const joinedText = (i: Invitation) => `本商户已是「${i.inviter_name}」的${i.relation === 'member' ? '集团成员' : '客户'}`;

/** Who invites, what joining gives, and who applies (the signed-in merchant with its subject). */
function InvitationInfo({ invitation }: { invitation: Invitation }) {
  const user = useSession((s) => s.user);
  return (
    <Descriptions column={1} bordered size="small" style={{ marginBottom: 24 }} styles={{ label: { width: 140 } }}>
      <Descriptions.Item label="邀请方">{`${invitation.inviter_name}（${invitation.inviter}）`}</Descriptions.Item>
      <Descriptions.Item label="申请业务">{invitation.business_name}</Descriptions.Item>
      <Descriptions.Item label="业务说明">{invitation.description}</Descriptions.Item>
      <Descriptions.Item label="通过后">
        成为邀请方的{invitation.relation === 'member' ? '集团成员' : '客户'}
        {invitation.products.length > 0 && (
          <>
            ，开通{' '}
            {invitation.products.map((p) => (
              <Tag key={p.code} color="blue">
                {p.name}
              </Tag>
            ))}
          </>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="申请商户">{`${user?.merchant_name ?? ''}（${user?.merchant ?? ''}）`}</Descriptions.Item>
      <Descriptions.Item label="主体认证">
        <Space wrap>
          {invitation.subject?.name}
          <SubjectStatusTag status={invitation.subject?.status ?? null} />
          {invitation.subject?.status !== 1 && (
            <Typography.Text type="secondary">
              主体信息会随申请提交，建议先完成<Link to={MERCHANT_INFO}>主体认证</Link>
            </Typography.Text>
          )}
        </Space>
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * 邀请入驻 (`/park/apply`, `/energy/apply`, `/channel/apply`) and 申请加入集团 (`/group/merchant/apply/create`), each
 * with `?inviter=<merchant number>`: a signed-in public page (without a session the login opens with `login_other=1`
 * and comes back). The signed-in merchant applies to the inviter for the path's business; the result page follows.
 */
export default function InviteLandingPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const business = businessOfPath(pathname);
  const inviter = Number(params.get('inviter'));
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const valid = !!business && Number.isInteger(inviter) && inviter > 0;
  const invitation = useQuery({
    queryKey: [businessInviter.path, business, inviter],
    queryFn: () => send(businessInviter, { inviter, business: business! as never }, { silent: true }),
    enabled: valid,
    retry: false,
  });

  const title = business === 'group:join' ? '申请加入集团' : '邀请入驻';
  let body;
  if (!valid) {
    body = (
      <Result
        status="warning"
        title="邀请链接不完整"
        subTitle="链接中缺少邀请方商户号，请向邀请方索取完整的邀请链接，或自行选择受理方提交申请。"
        extra={<Button type="primary" onClick={() => navigate(APPLY_FORM)}>去业务申请</Button>}
      />
    );
  } else if (invitation.isLoading) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (invitation.error || !invitation.data) {
    body = <ErrorPanel error={invitation.error} onRetry={() => void invitation.refetch()} />;
  } else {
    const i = invitation.data;
    const submit = async (values: Values) => {
      setSaving(true);
      try {
        const reply = await send(businessApplyCreate, {
          business: i.business as never,
          target: i.inviter,
          contact_name: values.contact_name.trim(),
          contact_mobile: values.contact_mobile,
          remark: values.remark?.trim() || undefined,
        });
        await client.invalidateQueries({ queryKey: [businessApplyList.path] });
        await client.invalidateQueries({ queryKey: [businessInviter.path] });
        navigate(applyResultPath(reply.id));
      } finally {
        setSaving(false);
      }
    };
    body = (
      <>
        <InvitationInfo invitation={i} />
        {i.joined && <Alert type="success" showIcon style={{ marginBottom: 16 }} message={joinedText(i)} description={i.products.length ? '再次申请会由邀请方审核后补开产品。' : undefined} />}
        {i.pending !== null ? (
          <Alert
            type="info"
            showIcon
            message={`已提交过申请（编号 ${i.pending}），正在等待「${i.inviter_name}」审核`}
            action={
              <Button size="small" type="primary" onClick={() => navigate(applyResultPath(i.pending!))}>
                查看申请结果
              </Button>
            }
          />
        ) : (
          <Form<Values>
            form={form}
            name="invite-apply"
            layout="horizontal"
            labelCol={{ flex: '140px' }}
            initialValues={{ contact_name: user?.name, contact_mobile: user?.mobile || undefined }}
            onFinish={(values) => void submit(values)}
          >
            <Form.Item name="contact_name" label="联系人" rules={[{ required: true, whitespace: true, message: '请输入联系人' }]}>
              <Input maxLength={20} showCount placeholder="请输入联系人" />
            </Form.Item>
            <Form.Item name="contact_mobile" label="联系电话" rules={[{ required: true, message: '请输入联系电话' }, formRule('mobile')]}>
              <Input maxLength={11} placeholder="请输入联系电话" />
            </Form.Item>
            <Form.Item name="remark" label="申请说明">
              <Input.TextArea maxLength={500} showCount rows={3} placeholder="如场地规模、车位数、期望开通时间" />
            </Form.Item>
            <Form.Item label=" " colon={false}>
              <Space>
                <Button type="primary" htmlType="submit" loading={saving}>
                  提交申请
                </Button>
                <Button onClick={() => navigate(APPLY_LIST)}>我的申请</Button>
              </Space>
            </Form.Item>
          </Form>
        )}
      </>
    );
  }
  return (
    <Card style={{ maxWidth: 920, margin: '0 auto' }} title={`${title}${invitation.data ? ` · ${invitation.data.inviter_name}` : ''}`}>
      {body}
    </Card>
  );
}
