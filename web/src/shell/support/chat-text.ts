/** The support chat's texts and limits (document 1 §2, §9). */
export const chatText = {
  title: '在线客服',
  subtitle: '智能助手 · 依据帮助中心文章回答',
  greeting: '您好！我是在线客服助手，会依据帮助中心的文章回答您在使用平台时遇到的问题。',
  placeholder: '请输入您想咨询的问题',
  ended: '会话已结束',
  restart: '重新开始',
  send: '发送',
  stop: '停止生成',
  stopped: '已停止生成',
  transfer: '转人工',
  transferConfirm: '将当前对话转给人工客服？',
  transferDetail: '客服会根据对话记录处理，回复会显示在这里和消息中心。',
  transferNeedsQuestion: '请先描述您的问题，再转人工',
  references: '参考文章',
  suggestions: '猜你想问',
  useful: '有帮助',
  useless: '没帮助',
  thanks: '感谢您的反馈',
  humanReply: '人工客服',
  loading: '正在查找相关文章…',
  keyHint: 'Enter 发送，Ctrl/⌘ + Enter 换行',
} as const;

/** A time label shows above a message sent 300 s or more after the one before (document 1 §2). */
export const TIMESTAMP_GAP_MS = 300_000;
/** The input grows from 2 to 5 rows. */
export const INPUT_ROWS = { minRows: 2, maxRows: 5 } as const;
