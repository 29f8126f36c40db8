/** Wire types shared by several features: aliases of the generated API types (./schema.ts). */
import type { Schemas } from './schema';

export const ROLE_COMPANY_ADMIN = 2;

export type State = Schemas['StateResponse'];
/** The company with its nested lists, as the signed-in user carries it. */
export type Company = Schemas['CompanyResponse'];
/** The signed-in user (login, register, GET /api/user). */
export type User = Schemas['SessionUserResponse'];
export type Paginated<T> = Schemas['PageMeta'] & { data: T[] };
