import type { ReactNode } from 'react';

/**
 * Text as a picker compares it: no case, no accents, single spaces. ș/ş/s, ț/ţ/t, ă/â/a and î/i
 * are one letter, as in the server's searches (backend clients/search-keys.ts, foldText).
 */
export function foldForSearch(raw: string): string {
  return raw.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

type Labelled = { label?: ReactNode };

const labelOf = (option?: Labelled) => foldForSearch(typeof option?.label === 'string' ? option.label : '');

/** 0: the label starts with the search; 1: one of its words does; 2: it only contains it. */
function rank(option: Labelled, search: string): number {
  const label = labelOf(option);
  if (label.startsWith(search)) return 0;
  return label.split(/[\s(–-]+/).some((word) => word.startsWith(search)) ? 1 : 2;
}

/**
 * `showSearch` of the app's pickers of a short list (județ, water, plan, stand, discount,
 * species, category, series): typed without diacritics ("mures", "stiuca") the label still
 * matches, and the labels that start with what was typed come first, so Enter takes "Mureș"
 * rather than "Maramureș". Options keep their order within a rank.
 */
export const searchByLabel = {
  filterOption: (input: string, option?: Labelled) => labelOf(option).includes(foldForSearch(input)),
  filterSort: (a: Labelled, b: Labelled, { searchValue }: { searchValue: string }) => {
    const search = foldForSearch(searchValue);
    return search ? rank(a, search) - rank(b, search) : 0;
  },
};
