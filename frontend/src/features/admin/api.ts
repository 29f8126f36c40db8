import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Query, Schemas } from '@/shared/api/schema';

export const adminRoutes = {
  companies: { method: 'GET', path: '/api/admin/companies' },
  suspend: { method: 'POST', path: '/api/admin/companies/{id}/suspend' },
  activate: { method: 'POST', path: '/api/admin/companies/{id}/activate' },
} as const;

export type AdminCompany = Schemas['AdminCompanyResponse'];

export type AdminCompaniesQuery = Query<'/api/admin/companies', 'get'>;

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminCompanies: build.query<Answer<'/api/admin/companies', 'get'>, AdminCompaniesQuery>({
      query: (query) => call(adminRoutes.companies, {}, { query: { ...query } }),
      providesTags: (result) => [
        { type: 'Companies', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Companies' as const, id: c.id })),
      ],
    }),
    /** Suspends a company: its users are refused at login and on every call. Answers the company. */
    suspendCompany: build.mutation<Answer<'/api/admin/companies/{id}/suspend', 'post'>, { id: number }>({
      query: ({ id }) => call(adminRoutes.suspend, { id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Companies', id },
              { type: 'Companies', id: 'LIST' },
            ],
    }),
    activateCompany: build.mutation<Answer<'/api/admin/companies/{id}/activate', 'post'>, { id: number }>({
      query: ({ id }) => call(adminRoutes.activate, { id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Companies', id },
              { type: 'Companies', id: 'LIST' },
            ],
    }),
  }),
});

export const { useAdminCompaniesQuery, useSuspendCompanyMutation, useActivateCompanyMutation } = adminApi;
