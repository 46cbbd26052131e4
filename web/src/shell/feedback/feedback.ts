import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createElement } from 'react';
import type { ErrorDisplay } from '../../lib/request/error';

/** antd's message and notification, captured from <App> so that code outside React can show feedback. */
const holder: { message?: MessageInstance; notification?: NotificationInstance } = {};
export const setFeedback = (message: MessageInstance, notification: NotificationInstance) => Object.assign(holder, { message, notification });

/** Shows a failure as document 1 §8 says: one paragraph as a message; message, hint and seqno as a notice. */
export function showError(display: ErrorDisplay) {
  const [title, ...rest] = display.paragraphs;
  if (rest.length === 0) {
    holder.message?.[display.level](title);
    return;
  }
  holder.notification?.[display.level]({
    message: title,
    description: createElement('div', null, ...rest.map((text, index) => createElement('p', { key: index, style: { margin: 0 } }, text))),
    duration: 6,
  });
}

export const feedback = holder;
