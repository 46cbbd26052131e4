import { badParameter } from '../../errors.js';

/** Texts of the advertising forms: an optional one trimmed (absent: empty), a required one trimmed and not blank. */
export const trimmed = (text: string | undefined) => text?.trim() ?? '';
export const required = (text: string, field: string, label: string) => {
  const value = text.trim();
  if (!value) throw badParameter(`参数 ${field}（${label}）不能为空`, `请输入${label}`);
  return value;
};
