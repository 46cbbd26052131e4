/**
 * A bank account number as the console and the operation log show it: its last 4 digits behind stars
 * (`**** **** 1234`), so a screen, a screenshot or a log entry never carries a whole account.
 */
export function maskBankAccount(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\s+/g, '');
  return `**** **** ${digits.slice(-4)}`;
}
