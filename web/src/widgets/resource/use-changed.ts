import { loggingTimeline, type CallDefinition } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';

/**
 * After a change: say so, and refresh the lists of these calls (their query keys start with the call's path)
 * and every record timeline — every change is in the audit log, so a timeline on screen is now stale.
 */
export function useChanged(...lists: (CallDefinition | string)[]) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const keys = lists.map((list) => (typeof list === 'string' ? list : list.path)).join('\n');
  return useCallback(
    async (text?: string) => {
      if (text) message.success(text);
      await Promise.all([...keys.split('\n').filter(Boolean), loggingTimeline.path].map((key) => client.invalidateQueries({ queryKey: [key] })));
    },
    [client, message, keys],
  );
}
