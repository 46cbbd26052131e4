import type { CallDefinition } from '@console/contract';
import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useChanged } from './use-changed';

export interface FormDialogProps<Values> {
  open: boolean;
  title: ReactNode;
  /** The form's name (field ids are `${name}_${field}`). */
  name: string;
  okText?: string;
  danger?: boolean;
  width?: number;
  initialValues?: Partial<Values>;
  /** The calls whose lists the change makes stale (refreshed after saving, with every timeline). */
  changes: readonly CallDefinition[];
  /** Sends the change; answers the success message. A rejection keeps the dialog open (the request layer said why). */
  onSubmit: (values: Values) => Promise<string>;
  onClose: () => void;
  children: ReactNode | ((form: FormInstance<Values>) => ReactNode);
}

/**
 * A change made in a dialog: the form validates, the button spins while the call runs, success says so,
 * refreshes what the change touched and closes; a failure keeps the input for another try.
 */
export function FormDialog<Values>({ open, title, name, okText = '保存', danger, width, initialValues, changes, onSubmit, onClose, children }: FormDialogProps<Values>) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const changed = useChanged(...changes);
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await changed(await onSubmit(values));
      onClose();
    } catch {
      // The request layer has shown why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={title} onCancel={onClose} onOk={submit} okText={okText} okButtonProps={{ danger }} confirmLoading={saving} destroyOnHidden width={width}>
      <Form form={form} layout="vertical" name={name} initialValues={initialValues} preserve={false}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
