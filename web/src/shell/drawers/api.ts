import { announcementList, type CallQuery, energyTodoStatistics, messageList, messageRead, parkingTodoStatistics, paymentTodoStatistics } from '@console/contract';
import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { send } from '../../lib/request';
import { useSession } from '../session/store';

/** Query keys of the shell's drawers; mutations invalidate them. */
export const drawerKeys = {
  messages: (query: CallQuery<typeof messageList>) => ['message', 'list', query] as const,
  messagesAll: ['message'] as const,
  announcements: ['announcement', 'list'] as const,
  todo: (name: string) => ['todo', name] as const,
};

export const useMessages = (query: CallQuery<typeof messageList>, enabled: boolean) =>
  useQuery({ queryKey: drawerKeys.messages(query), queryFn: () => send(messageList, query), enabled, placeholderData: keepPreviousData });

/** Platform announcements: 10 fetched, 5 shown (document 1 §9). */
export const useAnnouncements = (enabled: boolean) =>
  useQuery({ queryKey: drawerKeys.announcements, queryFn: () => send(announcementList, { page_index: 1, page_size: 10 }), enabled });

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => send(messageRead, { ids }),
    onSuccess: () => client.invalidateQueries({ queryKey: drawerKeys.messagesAll }),
  });
}

/** The to-do groups 支付, 停车, 充电 (document 1 §2), each fetched only with one of its permissions. */
export const todoSources = [
  {
    name: 'payment',
    permissions: ['payment:partner:channel:apply:basic'],
    load: () => send(paymentTodoStatistics, {}),
  },
  {
    name: 'parking',
    permissions: ['parking:parking:release:list'],
    load: () => send(parkingTodoStatistics, { business: 'parking:parking:todo:statistics', dimension: 'parking:parking:release:statistics' }),
  },
  {
    name: 'energy',
    permissions: ['energy:alarm:basic', 'energy:partner:alarm:basic', 'energy:group:alarm:basic'],
    load: () => send(energyTodoStatistics, { business: 'car:energy:cashier', dimension: 'energy:todo:statistics' }),
  },
] as const;

export function useTodos(permissions: ReadonlySet<string>) {
  return useQueries({
    queries: todoSources.map((source) => ({
      queryKey: drawerKeys.todo(source.name),
      queryFn: source.load,
      enabled: source.permissions.some((code) => permissions.has(code)),
      refetchInterval: 60_000,
    })),
  });
}

/** The message centre's page size; the header's unread dot reads the same first page (one cached query). */
export const MESSAGE_PAGE_SIZE = 10;

/** Whether the first page of messages holds an unread one (the header's dot). */
export function useHasUnread(enabled: boolean) {
  const user = useSession((s) => s.user);
  const messages = useMessages({ page_index: 1, page_size: MESSAGE_PAGE_SIZE, app_id: user?.app_id, user_id: user?.merchant, user_type: 2 }, enabled && !!user);
  return (messages.data?.row ?? []).some((m) => m.read_status === 0);
}

/** The to-do total for the header badge (99+ above 99). */
export function useTodoTotal() {
  const permissions = useSession((s) => s.permissions);
  return useTodos(permissions).reduce((sum, query) => sum + (query.data?.data.total_count ?? 0), 0);
}

