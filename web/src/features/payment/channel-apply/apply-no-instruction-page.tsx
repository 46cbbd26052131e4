import { ChannelApplyStatus, channelApplyStatusGuide, CONTRACT_PREPARE_PATH } from '@console/contract';
import { Button, Input, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTheme } from '../../../shell/theme/theme-context';
import { ApplyStatusTag, statusTabs } from './shared';

const APPLY_NO = /^CA[0-9]{14}$/;

const rows = statusTabs.map((status) => ({ status, ...channelApplyStatusGuide[status]! }));

/**
 * 进件申请编号说明 (/paymnet/channel/apply_no/instruction, public, no session; the path's spelling is the spec's): what
 * the apply_no is, where to find it, what each state means and what to do next — the contract's
 * `channelApplyStatusGuide` — with a way on to 合同签约 for 待签约.
 */
export default function ApplyNoInstructionPage() {
  const theme = useTheme();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const applyNo = typed.trim().toUpperCase();
  useEffect(() => {
    document.title = `进件申请编号说明 - ${theme.siteName}`;
  }, [theme.siteName]);

  return (
    <main style={{ minHeight: '100vh', background: '#f5f7fa', padding: '32px 16px' }}>
      <article style={{ maxWidth: 960, margin: '0 auto', background: '#fff', borderRadius: 8, padding: '32px 40px' }} data-testid="apply-no-instruction">
        <Typography.Title level={3}>进件申请编号说明</Typography.Title>
        <Typography.Paragraph>
          进件申请编号（apply_no）是商户开通支付通道（进件）时系统生成的唯一编号，格式为 <Typography.Text code>CA</Typography.Text> + 申请日期（8 位）+ 6
          位序号，例如 <Typography.Text code>CA20261001000001</Typography.Text>。查询进度、签署电子合同或联系客服时请提供该编号。
        </Typography.Paragraph>

        <Typography.Title level={4}>在哪里找到</Typography.Title>
        <ul style={{ lineHeight: 2 }}>
          <li>商户：登录后进入「交易中心 › 进件申请」，列表的「进件编号」一列；点击「详情」后页面顶部也有。</li>
          <li>服务商：进入「支付服务 › 进件申请」，可按进件编号查询所服务商户的申请。</li>
          <li>签约提醒：待签约的申请在登录后会弹出签约提醒，其中的合同编号为 HT 加进件编号的数字部分。</li>
        </ul>

        <Typography.Title level={4}>申请状态与下一步</Typography.Title>
        <Table
          size="middle"
          rowKey="status"
          pagination={false}
          dataSource={rows}
          data-testid="apply-status-guide"
          columns={[
            { key: 'status', title: '状态', width: 110, render: (_: unknown, r) => <ApplyStatusTag status={r.status} /> },
            { key: 'meaning', title: '含义', dataIndex: 'meaning' },
            {
              key: 'next',
              title: '下一步',
              render: (_: unknown, r) => (
                <>
                  {r.next}
                  {r.status === ChannelApplyStatus.signing && (
                    <>
                      {' '}
                      <Link to={CONTRACT_PREPARE_PATH}>前往合同签约</Link>
                    </>
                  )}
                </>
              ),
            },
            { key: 'who', title: '由谁处理', width: 100, dataIndex: 'who' },
          ]}
        />

        <Typography.Title level={4} style={{ marginTop: 32 }}>
          待签约？直接前往签约
        </Typography.Title>
        <Typography.Paragraph type="secondary">输入进件申请编号，打开合同签约页面（需登录进件商户的账号）。</Typography.Paragraph>
        <Space.Compact style={{ maxWidth: 480, width: '100%' }}>
          <Input placeholder="例如 CA20261001000001" value={typed} maxLength={20} onChange={(e) => setTyped(e.target.value)} aria-label="进件申请编号" status={typed && !APPLY_NO.test(applyNo) ? 'error' : undefined} />
          <Button type="primary" disabled={!APPLY_NO.test(applyNo)} onClick={() => navigate(`${CONTRACT_PREPARE_PATH}?apply_no=${applyNo}`)}>
            去签约
          </Button>
        </Space.Compact>
      </article>
    </main>
  );
}
