import { toast } from 'react-toastify';
import { useCompanyId } from './resourceForm';

/**
 * Runs a row's (or a card's) action: delete, cancel, restore, retry… Once it succeeds, its success
 * message (a text, or made from the answer; none when omitted) and the answer; when it fails, null:
 * the base query has already said why.
 */
export async function rowAction<R>(
  action: Promise<R>,
  success?: string | ((answer: R) => string | undefined),
): Promise<R | null> {
  let answer: R;
  try {
    answer = await action;
  } catch {
    return null;
  }
  const text = typeof success === 'function' ? success(answer) : success;
  if (text) toast.success(text);
  return answer;
}

/** A delete mutation's hook (`useDeleteWaterMutation`), as a list row uses it. */
type DeleteMutation = () => readonly [
  (ref: { companyId: number; id: number }) => { unwrap(): Promise<{ message?: string }> },
  ...unknown[],
];

/**
 * A list row's delete: the mutation with the user's company and the row's id; the answer's
 * message (or `done`) as the toast.
 */
export function useDeleteRow(useMutation: DeleteMutation, done: string) {
  const companyId = useCompanyId();
  const [remove] = useMutation();
  return (row: { id: number }) => rowAction(remove({ companyId, id: row.id }).unwrap(), (a) => a.message || done);
}
