import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { MessageResponse, Paginated } from '@/shared/api/types';

/** SPEC.md §7 "Users" (role 2 only; updateProfile is the own-profile call of features/auth). */
export const usersRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/users' },
  create: { method: 'POST', path: '/api/company/{companyId}/createUser' },
  get: { method: 'GET', path: '/api/company/{companyId}/users/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/users/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/users/{id}/delete' },
  restore: { method: 'POST', path: '/api/company/{companyId}/users/{id}/restore' },
} as const;

export type CompanyRole = 2 | 3;

export const COMPANY_ROLES: { value: CompanyRole; label: string }[] = [
  { value: 2, label: 'Administrator firmă' },
  { value: 3, label: 'Angajat' },
];

export const roleLabel = (role: number): string => COMPANY_ROLES.find((r) => r.value === role)?.label ?? String(role);

export interface CompanyUser {
  id: number;
  name: string;
  email: string;
  role: CompanyRole;
  phone: string | null;
  company_id: number;
  last_login_at: string | null;
  created_at: string;
  deleted_at: string | null;
}

export interface UserInput {
  name: string;
  email: string;
  role: CompanyRole;
  phone: string | null;
  password?: string;
  password_confirmation?: string;
}

export interface UsersFilter {
  page: number;
  per_page: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
  role?: CompanyRole;
  with_deleted?: boolean;
  only_deleted?: boolean;
}

type Ref = { companyId: number; id: number };

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyUsers: build.query<Paginated<CompanyUser>, UsersFilter & { companyId: number }>({
      query: ({ companyId, ...body }) => call(usersRoutes.list, { companyId }, { body }),
      providesTags: (result) => [
        { type: 'Users', id: 'LIST' },
        ...(result?.data ?? []).map((u) => ({ type: 'Users' as const, id: u.id })),
      ],
    }),
    createCompanyUser: build.mutation<CompanyUser, UserInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(usersRoutes.create, { companyId }, { body }),
      invalidatesTags: [{ type: 'Users', id: 'LIST' }],
    }),
    companyUser: build.query<CompanyUser, Ref>({
      query: ({ companyId, id }) => call(usersRoutes.get, { companyId, id }),
      providesTags: (_r, _e, { id }) => [{ type: 'Users', id }],
    }),
    updateCompanyUser: build.mutation<CompanyUser, Partial<UserInput> & Ref>({
      query: ({ companyId, id, ...body }) => call(usersRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Users', id },
        { type: 'Users', id: 'LIST' },
      ],
    }),
    deleteCompanyUser: build.mutation<MessageResponse, Ref>({
      query: ({ companyId, id }) => call(usersRoutes.remove, { companyId, id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Users', id },
              { type: 'Users', id: 'LIST' },
            ],
    }),
    restoreCompanyUser: build.mutation<CompanyUser | MessageResponse, Ref>({
      query: ({ companyId, id }) => call(usersRoutes.restore, { companyId, id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Users', id },
              { type: 'Users', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useCompanyUsersQuery,
  useCreateCompanyUserMutation,
  useCompanyUserQuery,
  useUpdateCompanyUserMutation,
  useDeleteCompanyUserMutation,
  useRestoreCompanyUserMutation,
} = usersApi;
