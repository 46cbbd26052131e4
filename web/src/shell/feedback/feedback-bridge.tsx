import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback';

/** Hands antd's themed message and notification to code outside React (the request layer). */
export function FeedbackBridge() {
  const { message, notification } = App.useApp();
  useEffect(() => void setFeedback(message, notification), [message, notification]);
  return null;
}
