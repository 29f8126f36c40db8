/**
 * A query's read as far as its failed state needs it, with no UI library: the company app's lists and
 * selects (components/listing.tsx, which re-exports these) and the public page's forms (no antd
 * there, components/PublicField.tsx) decide "got no answer" the same way.
 */

/** A query's read, as far as its failed state needs it (what an RTK Query hook answers). */
export interface OptionsRead {
  data?: unknown;
  isError: boolean;
  isFetching?: boolean;
  refetch: () => unknown;
}

/** The read got no answer and there is nothing read before to show instead. */
export function readFailed(read: OptionsRead): boolean {
  return read.data === undefined && read.isError;
}

/** A failed read's „Reîncearcă” (reads it again), for a table's or a tab's `onRetry`; undefined otherwise. */
export function retryOf(read: OptionsRead): (() => void) | undefined {
  return readFailed(read) ? () => void read.refetch() : undefined;
}
