/** The platform admin's role (SPEC.md §9: role 1). */
export const PLATFORM = [1] as const;
