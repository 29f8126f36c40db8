import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body, Schemas } from '@/shared/api/schema';

/** The company's users (role 2 only; updateProfile is the own-profile call of features/auth). */
export const usersRoutes = {
  list: { method: 'POST', path: '/api/company/{companyId}/users' },
  create: { method: 'POST', path: '/api/company/{companyId}/createUser' },
  get: { method: 'GET', path: '/api/company/{companyId}/users/{id}' },
  update: { method: 'POST', path: '/api/company/{companyId}/users/{id}/update' },
  remove: { method: 'POST', path: '/api/company/{companyId}/users/{id}/delete' },
  restore: { method: 'POST', path: '/api/company/{companyId}/users/{id}/restore' },
} as const;

export type CompanyRole = Exclude<CompanyUser['role'], 1>;

export const COMPANY_ROLES: { value: CompanyRole; label: string }[] = [
  { value: 2, label: 'Administrator firmă' },
  { value: 3, label: 'Angajat' },
];

export const roleLabel = (role: number): string => COMPANY_ROLES.find((r) => r.value === role)?.label ?? String(role);

export type CompanyUser = Schemas['CompanyUserResponse'];

type CreateUserBody = Body<'/api/company/{companyId}/createUser', 'post'>;
/** The user form's fields: on edit the password is optional, so it is here. */
export type UserInput = Omit<CreateUserBody, 'password' | 'password_confirmation'> &
  Partial<Pick<CreateUserBody, 'password' | 'password_confirmation'>>;

export type UsersFilter = Body<'/api/company/{companyId}/users', 'post'>;

type Ref = { companyId: number; id: number };

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    companyUsers: build.query<Answer<'/api/company/{companyId}/users', 'post'>, UsersFilter & { companyId: number }>({
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
    updateCompanyUser: build.mutation<CompanyUser, Body<'/api/company/{companyId}/users/{id}/update', 'post'> & Ref>({
      query: ({ companyId, id, ...body }) => call(usersRoutes.update, { companyId, id }, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Users', id },
        { type: 'Users', id: 'LIST' },
      ],
    }),
    deleteCompanyUser: build.mutation<Answer<'/api/company/{companyId}/users/{id}/delete', 'post'>, Ref>({
      query: ({ companyId, id }) => call(usersRoutes.remove, { companyId, id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Users', id },
              { type: 'Users', id: 'LIST' },
            ],
    }),
    restoreCompanyUser: build.mutation<Answer<'/api/company/{companyId}/users/{id}/restore', 'post'>, Ref>({
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
