import type { CallDefinition } from '@console/contract';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { FormDialog } from './form-dialog';

/** 驳回 with a required reason (the submitter reads it); `reject` sends it, trimmed. */
export function RejectDialog({ open, title, name, extra, changes, reject, onClose }: {
  open: boolean;
  title: ReactNode;
  name: string;
  extra?: ReactNode;
  changes: readonly CallDefinition[];
  reject: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog<{ reason: string }>
      open={open}
      title={title}
      name={name}
      okText="驳回"
      danger
      changes={changes}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await reject(reason.trim());
        return '已驳回';
      }}
    >
      <Form.Item name="reason" label="驳回原因" rules={[{ required: true, whitespace: true, message: '请填写驳回原因' }]} extra={extra}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
