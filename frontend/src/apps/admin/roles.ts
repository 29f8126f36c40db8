/** The platform admin's role (role 1: docs/product.md, Roles). */
export const PLATFORM = [1] as const;
