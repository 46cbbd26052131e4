import { Code } from '@console/contract';
import { AppError } from '../errors.js';

/**
 * A lifecycle: each state with the states it may move to, and the states' Chinese names. Services keep
 * their table next to their code (and in docs/decisions.md); an illegal move answers 1409 and changes nothing.
 */
export interface Lifecycle<S extends number | string> {
  what: string;
  names: Record<S, string>;
  moves: Record<S, readonly S[]>;
}

export function assertTransition<S extends number | string>(lifecycle: Lifecycle<S>, from: S, to: S) {
  if (lifecycle.moves[from]?.includes(to)) return;
  throw new AppError(
    Code.ILLEGAL_TRANSITION,
    `${lifecycle.what}当前为「${lifecycle.names[from] ?? from}」，不能变更为「${lifecycle.names[to] ?? to}」`,
    '请刷新页面查看最新状态后再操作',
  );
}
