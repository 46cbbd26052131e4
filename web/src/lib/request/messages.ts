/** The request layer's texts (document 1 §8, in the console's Chinese). */
export const requestMessages = {
  cancelled: '请求已取消',
  timeout: '接口请求响应超时',
  network: '网络请求异常',
  loginExpired: '登录信息已过期，请重新登录',
  tokenMissing: '令牌缺失或链接已失效，请联系发起人重新获取',
  httpStatus: (status: number) => `请求失败（HTTP ${status}）`,
} as const;
