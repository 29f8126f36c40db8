/** Wire types shared by several features (snake_case, as the API answers). */
export type Role = 1 | 2 | 3;

export const ROLE_PLATFORM_ADMIN = 1;
export const ROLE_COMPANY_ADMIN = 2;
export const ROLE_STAFF = 3;

export interface State {
  id: number;
  name: string;
  code: string;
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface Company {
  id: number;
  name: string;
  slug: string;
  cui: string;
  reg_com: string | null;
  address: string | null;
  state_id: number | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  iban: string | null;
  bank: string | null;
  active: boolean;
  created_at: string;
  waters?: unknown[];
  plans?: unknown[];
  discounts?: unknown[];
  doc_series?: unknown[];
}

export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  company_id: number | null;
  last_login_at: string | null;
  created_at: string;
  company: Company | null;
}

export interface Paginated<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface MessageResponse {
  message: string;
}
