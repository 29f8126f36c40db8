/**
 * The cache tags of a resource's usual endpoints (`<prefix>List`, `Create`, `Get`, `Update` and
 * `Remove`), as a feature's api.ts hands them to its generated endpoints' `enhanceEndpoints`:
 *
 * - the list provides the list's tag (`{ type, id: 'LIST' }`) and each row's (`{ type, id }`);
 * - a record read provides its row's tag;
 * - a create invalidates the list; an update the row and the list; a removal the same, once it
 *   succeeded (a refused one changed nothing).
 *
 * `also` names the other tags each one provides or invalidates (an answer that carries the waters,
 * a sale that changes the charts).
 */
import type { baseApi } from '@/shared/api/baseApi';

type Tag = NonNullable<Parameters<typeof baseApi.util.invalidateTags>[0][number]>;
export type TagType = Extract<Tag, string>;
type Row = { id: number };

interface Options<R extends string> {
  /** The list answer's rows: by default the answer itself when it is an array, else its `data`. */
  rows?: (result: never) => readonly Row[] | undefined;
  also?: { list?: Tag[]; create?: Tag[]; update?: Tag[]; remove?: Tag[] };
  /** The removal endpoint's name after the prefix (a pass or a receipt is cancelled): `Remove` unless said. */
  remove?: R;
}

type OfRow = (result: unknown, error: unknown, arg: Row) => Tag[];

export type ResourceTags<P extends string, R extends string> = Record<
  `${P}List`,
  { providesTags: (result: unknown) => Tag[] }
> &
  Record<`${P}Get`, { providesTags: OfRow }> &
  Record<`${P}Create`, { invalidatesTags: Tag[] }> &
  Record<`${P}${'Update' | R}`, { invalidatesTags: OfRow }>;

const defaultRows = (result: unknown): readonly Row[] | undefined =>
  Array.isArray(result) ? (result as Row[]) : (result as { data?: Row[] } | undefined)?.data;

/** A row's tag and its list's: what an update or a removal invalidates (with `also`). */
export function changedTags(type: TagType, id: number | string, also: Tag[] = []): Tag[] {
  return [{ type, id }, { type, id: 'LIST' }, ...also];
}

/** The tags of a removal: the row's, its list's and `also`'s, none when it failed. */
export function removedTags(type: TagType, also: Tag[] = []): OfRow {
  return (_r, error, { id }) => (error ? [] : changedTags(type, id, also));
}

export function resourceTags<P extends string, R extends string = 'Remove'>(
  type: TagType,
  prefix: P,
  { rows = defaultRows, also = {}, remove = 'Remove' as R }: Options<R> = {},
): ResourceTags<P, R> {
  const list: Tag = { type, id: 'LIST' };
  return {
    [`${prefix}List`]: {
      providesTags: (result: unknown) => [
        list,
        ...((result === undefined ? undefined : rows(result as never)) ?? []).map((r) => ({ type, id: r.id })),
        ...(also.list ?? []),
      ],
    },
    [`${prefix}Create`]: { invalidatesTags: [list, ...(also.create ?? [])] },
    [`${prefix}Get`]: { providesTags: (_r: unknown, _e: unknown, { id }: Row) => [{ type, id }] },
    [`${prefix}Update`]: {
      invalidatesTags: (_r: unknown, _e: unknown, { id }: Row) => changedTags(type, id, also.update),
    },
    [`${prefix}${remove}`]: { invalidatesTags: removedTags(type, also.remove) },
  } as ResourceTags<P, R>;
}
