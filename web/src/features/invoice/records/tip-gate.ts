// The shell imports this without pulling the tip's code into its first load.

/** The browser's flag that the invoice tip was shown (document 1 §4: logout clears "invoice tip"). */
export const INVOICE_TIP_KEY = 'invoice_tip';

/** Who may see the invoice tip: an invoice merchant's user holding invoice:invoice:list (document 1 §4). */
export const mayGetInvoiceTip = (products: ReadonlySet<string>, permissions: ReadonlySet<string>) =>
  products.has('invoice:merchant:platform') && permissions.has('invoice:invoice:list');
