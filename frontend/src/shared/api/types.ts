/** Wire types shared by several features: aliases of the generated API types (./schema.ts). */
import type { Schemas } from './schema';

export type Role = Schemas['SessionUserResponse']['role'];

export const ROLE_PLATFORM_ADMIN = 1;
export const ROLE_COMPANY_ADMIN = 2;
export const ROLE_STAFF = 3;

export type State = Schemas['StateResponse'];
export type NamedRef = Schemas['NamedRef'];
/** The company with its nested lists, as the signed-in user carries it. */
export type Company = Schemas['CompanyResponse'];
/** The signed-in user (login, register, GET /api/user). */
export type User = Schemas['SessionUserResponse'];
export type Paginated<T> = Schemas['PageMeta'] & { data: T[] };
export type MessageResponse = Schemas['MessageResponse'];
