/**
 * Reply codes. 1001/1002/1000 are successes; codes starting with 14 are shown as warnings by the
 * console, and 1400 (bad parameters) is shown without the seqno because the user can fix it alone.
 */
export const Code = {
  NEUTRAL: 1000,
  SUCCESS: 1001,
  EMPTY: 1002,
  NOT_GRANTED: 1003,
  BAD_PARAMETER: 1400,
  UNAUTHENTICATED: 1401,
  FORBIDDEN_PERMISSION: 1403,
  NOT_FOUND: 1404,
  FORBIDDEN_PRODUCT: 1405,
  FEATURE_OFF: 1406,
  ILLEGAL_TRANSITION: 1409,
  CAPTCHA_REQUIRED: 1410,
  CAPTCHA_WRONG: 1411,
  WRONG_CREDENTIALS: 1412,
  CHALLENGE_INVALID: 1413,
  ACCOUNT_DISABLED: 1422,
  ACCOUNT_LOCKED: 1423,
  TOO_MANY_REQUESTS: 1429,
  APP_CONFIG_MISSING: 1430,
  ROUTE_NOT_FOUND: 1444,
  INTERNAL: 1500,
  PROVIDER_UNAVAILABLE: 1502,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** Default Chinese message, hint and HTTP status of each failure code. */
export const codeInfo: Record<number, { message: string; hint: string; status: number }> = {
  // Not a failure of the request: a condition the caller does not meet (a reward not granted, an entry not offered).
  [Code.NOT_GRANTED]: { message: '未满足条件', hint: '条件满足后可再次尝试', status: 200 },
  [Code.BAD_PARAMETER]: { message: '参数错误', hint: '请检查输入内容后重试', status: 400 },
  [Code.UNAUTHENTICATED]: { message: '登录信息已失效，请重新登录', hint: '请重新登录后再操作', status: 401 },
  [Code.FORBIDDEN_PERMISSION]: { message: '没有操作权限', hint: '请联系管理员为您的账号分配权限', status: 403 },
  [Code.NOT_FOUND]: { message: '记录不存在', hint: '记录可能已被删除，或您无权查看', status: 404 },
  [Code.FORBIDDEN_PRODUCT]: { message: '未开通相关产品', hint: '请联系平台为您的商户开通产品', status: 403 },
  // A feature the platform has switched off for the merchant (fixed coupon tokens with token_limit 1).
  [Code.FEATURE_OFF]: { message: '该功能未开通', hint: '请联系平台开通后再使用', status: 403 },
  [Code.ILLEGAL_TRANSITION]: { message: '当前状态不允许该操作', hint: '请刷新后查看记录的最新状态', status: 409 },
  [Code.CAPTCHA_REQUIRED]: { message: '请输入图形验证码', hint: '登录失败次数较多，需要输入验证码', status: 400 },
  [Code.CAPTCHA_WRONG]: { message: '验证码错误或已过期', hint: '请刷新验证码后重新输入', status: 400 },
  [Code.WRONG_CREDENTIALS]: { message: '账号或密码错误', hint: '请检查账号和密码；连续失败 10 次账号将被锁定 15 分钟', status: 400 },
  [Code.CHALLENGE_INVALID]: { message: '登录凭证已过期', hint: '请刷新页面后重新登录', status: 400 },
  [Code.ACCOUNT_DISABLED]: { message: '账号已停用', hint: '请联系商户管理员启用账号', status: 403 },
  [Code.ACCOUNT_LOCKED]: { message: '登录失败次数过多，账号已被临时锁定', hint: '请 15 分钟后再试，或联系管理员', status: 423 },
  [Code.TOO_MANY_REQUESTS]: { message: '请求过于频繁', hint: '请稍后再试', status: 429 },
  [Code.APP_CONFIG_MISSING]: { message: '应用配置缺失', hint: '请联系平台为该域名配置应用', status: 404 },
  [Code.ROUTE_NOT_FOUND]: { message: '接口不存在', hint: '请检查请求的方法和路径', status: 404 },
  [Code.INTERNAL]: { message: '系统繁忙，请稍后再试', hint: '如果问题持续出现，请将序列号提供给客服', status: 500 },
  [Code.PROVIDER_UNAVAILABLE]: { message: '外部服务暂不可用', hint: '请稍后再试；如果问题持续出现，请将序列号提供给客服', status: 502 },
};

export const isSuccessCode = (code: unknown): boolean =>
  code === Code.SUCCESS || code === Code.EMPTY || code === Code.NEUTRAL;

/** Codes starting with 14 are warnings; 1400 also hides the seqno (document 1 §8). */
export const isWarningCode = (code: unknown): boolean => String(code).startsWith('14');
export const showsSeqno = (code: unknown): boolean =>
  !isSuccessCode(code) && !String(code).startsWith('1400');
