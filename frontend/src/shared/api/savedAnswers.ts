/**
 * The last answer of each query (method, address and body) this tab received, in memory only, so a
 * screen opened again with no signal shows its last data (baseQuery.ts; the connection banner marks
 * it "Date salvate — fără semnal"). Keyed by the session's token as well, and emptied on sign-out
 * (app/store.ts): one user's answers are never shown to the next. Nothing is written to disk.
 */
const MAX_ANSWERS = 200;
const answers = new Map<string, unknown>();

export function answerKey(token: string | null, args: unknown): string {
  return `${token ?? ''}\n${JSON.stringify(args)}`;
}

export function keepAnswer(key: string, data: unknown): void {
  answers.delete(key);
  answers.set(key, data);
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
}

export function hasSavedAnswer(key: string): boolean {
  return answers.has(key);
}

export function savedAnswer(key: string): unknown {
  return answers.get(key);
}

export function forgetAnswers(): void {
  answers.clear();
}
