import { userBlock, userGet, userList, userUnblock } from '@console/contract';
import { Alert, Form, Input } from 'antd';
import { send } from '../../lib/request';
import { FormDialog } from '../../widgets/resource/form-dialog';

export interface BlockTarget {
  id: number;
  nickname: string;
  mobile: string;
  action: 'block' | 'unblock';
}

/** 封禁 / 解封 a user: says what follows and asks for the reason (kept in the user's 操作记录) before sending. */
export function BlockDialog({ target, onClose }: { target: BlockTarget | null; onClose: () => void }) {
  const block = target?.action === 'block';
  const who = target ? `${target.nickname || '未设置昵称'}（${target.mobile}）` : '';
  return (
    <FormDialog<{ reason: string }>
      open={!!target}
      title={block ? `封禁用户 · ${who}` : `解封用户 · ${who}`}
      name={block ? 'user-block' : 'user-unblock'}
      okText={block ? '封禁' : '解封'}
      danger={block}
      changes={[userList, userGet]}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await send(block ? userBlock : userUnblock, { id: target!.id, reason: reason.trim() });
        return block ? '已封禁' : '已解封';
      }}
    >
      <Alert
        style={{ marginBottom: 16 }}
        type={block ? 'warning' : 'info'}
        showIcon
        message={block ? '封禁后该用户标为「已封禁」，原因记入操作记录；已开通的会员保留，可随时解封。' : '解封后该用户恢复为「正常」，原因记入操作记录。'}
      />
      <Form.Item name="reason" label={block ? '封禁原因' : '解封原因'} rules={[{ required: true, whitespace: true, message: '请填写原因' }, { min: 2, message: '至少 2 个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
