import { toast } from 'react-toastify';

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
