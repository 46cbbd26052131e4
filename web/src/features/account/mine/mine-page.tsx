import { formatDateTime, managerMobile, managerOauthBinding, managerPasswd, maskPhone, permissionEntry, products as productCatalogue } from '@console/contract';
import { App, Button, Card, Col, Descriptions, Form, Input, Row, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useBeginOauth } from '../../../shell/session/oauth';
import { useSession } from '../../../shell/session/store';
import { useTheme } from '../../../shell/theme/theme-context';
import { formRule } from '../../../widgets/resource/form-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { unbindOauth, useOauthBinding } from './api';

/** Document 1 §2: 集团账号权限管理 for group partner platform users, 账号权限管理 for everyone else. */
export const mineTitle = (products: ReadonlySet<string>) => (products.has('group:partner:platform') ? '集团账号权限管理' : '账号权限管理');

function PasswordCard() {
  const [form] = Form.useForm<{ old_password: string; new_password: string; confirm: string }>();
  const [saving, setSaving] = useState(false);
  const { modal } = App.useApp();
  const logout = useSession((s) => s.logout);
  const submit = async (values: { old_password: string; new_password: string }) => {
    setSaving(true);
    try {
      await send(managerPasswd, { old_password: values.old_password, new_password: values.new_password });
      // Every token of the account was revoked: sign in again with the new password.
      modal.success({ title: '密码已修改', content: '请使用新密码重新登录。', okText: '重新登录', onOk: () => void logout() });
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title="修改密码">
      <Form form={form} name="mine-password" layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
        <Form.Item name="old_password" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item name="new_password" label="新密码" rules={[{ required: true, message: '请输入新密码' }, formRule('password')]} extra="8-20 位，含字母和非字母字符">
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['new_password']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({ validator: (_, value) => (!value || value === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致'))) }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}

function MobileCard() {
  const [form] = Form.useForm<{ mobile: string; password: string }>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const refresh = useSession((s) => s.start);
  const submit = async (values: { mobile: string; password: string }) => {
    setSaving(true);
    try {
      await send(managerMobile, { mobile: values.mobile, password: values.password });
      message.success('手机号已修改');
      form.resetFields();
      // The header and this page show the new number: the user info is fetched again.
      await refresh(window.location.pathname);
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title="修改手机号">
      <Form form={form} name="mine-mobile" layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
        <Form.Item name="mobile" label="新手机号" rules={[{ required: true, message: '请输入新手机号' }, formRule('mobile')]}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="password" label="当前密码" rules={[{ required: true, message: '请输入当前密码' }]} extra="验证身份，不会修改密码">
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          修改手机号
        </Button>
      </Form>
    </Card>
  );
}

/**
 * 第三方账号: whether the account is bound to the identity provider (who, since when); 绑定 goes to the provider
 * and comes back through /manager/oauth, 解除绑定 asks first. Shown only when third-party sign-in is on.
 */
function ThirdPartyCard({ provider }: { provider: string }) {
  const binding = useOauthBinding();
  const changed = useChanged(managerOauthBinding);
  const { modal } = App.useApp();
  const { leaving, begin } = useBeginOauth();
  const unbind = () =>
    modal.confirm({
      title: `解除与${provider}的绑定？`,
      content: `解除后不能再使用${provider}登录本账号，账号密码登录不受影响；之后可以重新绑定。`,
      okText: '解除绑定',
      okButtonProps: { danger: true },
      onOk: async () => {
        await unbindOauth();
        await changed('已解除绑定');
      },
    });
  const data = binding.data;
  return (
    <Card title="第三方账号">
      {binding.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : binding.isError || !data ? (
        <ErrorPanel error={binding.error} onRetry={() => void binding.refetch()} />
      ) : (
        <>
          <Descriptions
            style={{ marginBottom: 12 }}
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'provider', label: '身份提供方', children: provider },
              { key: 'status', label: '状态', children: data.bound ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag> },
              ...(data.bound
                ? [
                    { key: 'subject', label: `${provider}账号`, children: data.subject_name ? `${data.subject_name}（${data.subject}）` : data.subject },
                    { key: 'time', label: '绑定时间', children: data.bind_time ? formatDateTime(data.bind_time) : '-' },
                  ]
                : []),
            ]}
          />
          {data.bound ? (
            <Button danger onClick={unbind}>
              解除绑定
            </Button>
          ) : (
            <>
              <Typography.Paragraph type="secondary">绑定后可在登录页使用{provider}登录本账号，无需输入密码。</Typography.Paragraph>
              <Button type="primary" loading={leaving} onClick={() => begin('bind')}>
                绑定
              </Button>
            </>
          )}
        </>
      )}
    </Card>
  );
}

/** What the account may do, by product: the permission strings of the session with their labels. */
function PermissionsCard() {
  const permissions = useSession((s) => s.permissions);
  const groups = useMemo(() => {
    const byProduct = new Map<string, string[]>();
    for (const code of [...permissions].sort()) {
      const entry = permissionEntry(code);
      const product = entry?.product ? (productCatalogue.find((p) => p.code === entry.product)?.label ?? entry.product) : '通用';
      byProduct.set(product, [...(byProduct.get(product) ?? []), entry?.label ?? code]);
    }
    return [...byProduct.entries()];
  }, [permissions]);
  return (
    <Card title={`我的权限（${permissions.size}）`}>
      {groups.map(([product, labels]) => (
        <div key={product} style={{ marginBottom: 12 }}>
          <Typography.Text strong>{product}</Typography.Text>
          <div style={{ marginTop: 6 }}>
            {labels.map((label) => (
              <Tag key={label} style={{ marginBottom: 4 }}>
                {label}
              </Tag>
            ))}
          </div>
        </div>
      ))}
    </Card>
  );
}

/** 账号设置 (/account/role-permission/mine): the caller's own account — its details, password, mobile and rights. */
export default function MinePage() {
  const user = useSession((s) => s.user);
  const products = useSession((s) => s.products);
  const theme = useTheme();
  if (!user) return null;
  return (
    <Row gutter={[12, 12]}>
      <Col span={24}>
        <Card title={mineTitle(products)}>
          <Descriptions
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              { key: 'account', label: '登录账号', children: user.account },
              { key: 'name', label: '姓名', children: user.name },
              { key: 'identity', label: '身份', children: user.identity === 'superuser' ? <Tag color="gold">主账号</Tag> : '子账号' },
              { key: 'mobile', label: '手机号', children: maskPhone(user.mobile) || '-' },
              { key: 'merchant', label: '所属商户', children: `${user.merchant_name}（${user.merchant}）` },
              { key: 'main', label: '主账号', children: user.main_account_name || '-' },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <PasswordCard />
      </Col>
      <Col xs={24} lg={12} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <MobileCard />
        {theme.oauthName && <ThirdPartyCard provider={theme.oauthName} />}
      </Col>
      <Col span={24}>
        <PermissionsCard />
      </Col>
    </Row>
  );
}
