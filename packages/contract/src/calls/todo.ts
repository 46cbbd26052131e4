import { Type } from '@sinclair/typebox';

/** A to-do group of document 1 §3: title, total_count, rows of dimension counts. */
export const TodoGroup = Type.Object({
  title: Type.String(),
  total_count: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      dimension: Type.String(),
      name: Type.String(),
      count: Type.Integer(),
      start_time: Type.Optional(Type.String()),
      end_time: Type.Optional(Type.String()),
    }),
  ),
});
export const TodoReply = Type.Object({ data: TodoGroup });
