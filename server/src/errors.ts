import { Code, codeInfo } from '@console/contract';

/** A failure with a reply code; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: number;
  readonly hint: string;
  readonly status: number;
  constructor(code: number, message?: string, hint?: string) {
    const info = codeInfo[code] ?? codeInfo[Code.INTERNAL]!;
    super(message ?? info.message);
    this.code = code;
    this.hint = hint ?? info.hint;
    this.status = info.status;
  }
}

export const notFound = (what = '记录') => new AppError(Code.NOT_FOUND, `${what}不存在`);
export const badParameter = (message: string, hint?: string) => new AppError(Code.BAD_PARAMETER, message, hint);
/** A change the row's present state does not allow (1409). */
export const conflict = (message: string, hint?: string) => new AppError(Code.ILLEGAL_TRANSITION, message, hint);
/** A call that admits several codes needs one in particular for this body (e.g. create without an id, update with one). */
export const missingPermission = (code: string, hint = '请联系管理员为您的账号分配权限') => new AppError(Code.FORBIDDEN_PERMISSION, `没有操作权限：缺少 ${code}`, hint);

/** A unique constraint refused a write (PostgreSQL 23505), possibly wrapped by the driver or the ORM. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

/** Runs `work`; a unique-index refusal (a race the service's own check lost) answers `refusal()` instead. */
export async function unlessDuplicate<T>(work: () => Promise<T>, refusal: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}

/** A foreign key refused a write or delete (PostgreSQL 23503): a row still refers to the one being removed. */
export const isForeignKeyViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23503' || (e?.cause !== undefined && isForeignKeyViolation(e.cause));
};

/** Runs `work`; a foreign-key refusal (rows the caller cannot see still refer to it) answers `refusal()` instead. */
export async function unlessReferenced<T>(work: () => Promise<T>, refusal: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refusal();
    throw error;
  }
}
