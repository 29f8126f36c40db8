import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Company, Paginated } from '@/shared/api/types';

export const adminRoutes = {
  companies: { method: 'GET', path: '/api/admin/companies' },
  suspend: { method: 'POST', path: '/api/admin/companies/{id}/suspend' },
  activate: { method: 'POST', path: '/api/admin/companies/{id}/activate' },
} as const;

export interface AdminCompany extends Company {
  users_count: number;
  clients_count: number;
  passes_30d: number;
  income_month: number | string;
}

export interface AdminCompaniesQuery {
  page: number;
  per_page: number;
  search?: string;
  sort_by?: string;
  sort_dir?: 'asc' | 'desc';
}

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminCompanies: build.query<Paginated<AdminCompany>, AdminCompaniesQuery>({
      query: (query) => call(adminRoutes.companies, {}, { query: { ...query } }),
      providesTags: (result) => [
        { type: 'Companies', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Companies' as const, id: c.id })),
      ],
    }),
    /** Suspends a company: its users are refused at login and on every call. Answers the company. */
    suspendCompany: build.mutation<Company, { id: number }>({
      query: ({ id }) => call(adminRoutes.suspend, { id }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Companies', id },
              { type: 'Companies', id: 'LIST' },
            ],
    }),
    activateCompany: build.mutation<Company, { id: number }>({
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
