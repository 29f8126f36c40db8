/** `/concurs/12` (the public live page of competition 12 on `<slug>.<domain>`) -> 12; any other path -> null. */
export function competitionIdFromPath(pathname: string): number | null {
  const m = /^\/concurs\/([1-9]\d{0,8})\/?$/.exec(pathname);
  return m ? Number(m[1]) : null;
}
