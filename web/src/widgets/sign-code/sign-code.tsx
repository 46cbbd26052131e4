import { Descriptions, QRCode, Typography } from 'antd';

export interface SignCodeProps {
  /** The electronic contract's signing address (the application's `apply_sign_url`). */
  url: string;
  contractNo: string;
  /** 签约方: the merchant that signs. */
  contractor: string;
  /** 主体名称: the subject the contract is made out to. */
  subject: string;
  /** The code's side in px; default 200 (document 1 §4). */
  size?: number;
}

/**
 * The signing code of a payment channel's electronic contract (document 1 §4 "Contract signing"): the sign url as a QR
 * code, what to do with it, and the contract number, contractor and subject. The sign prompt's dialog and 合同签约
 * (/contract/prepare) show it.
 */
export function SignCode({ url, contractNo, contractor, subject, size = 200 }: SignCodeProps) {
  return (
    <div style={{ textAlign: 'center' }} data-testid="sign-code">
      <QRCode type="svg" value={url} size={size} style={{ margin: '0 auto' }} aria-label="电子合同签约码" />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        请使用手机扫码，按提示完成电子合同签署
      </Typography.Paragraph>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'contract_no', label: '合同编号', children: contractNo },
          { key: 'merchant', label: '签约方', children: contractor },
          { key: 'subject', label: '主体名称', children: subject },
        ]}
      />
    </div>
  );
}
