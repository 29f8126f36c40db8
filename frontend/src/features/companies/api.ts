import { authApi } from '@/features/auth/api';
import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Company } from '@/shared/api/types';

export const companiesRoutes = {
  create: { method: 'POST', path: '/api/company/create' },
  update: { method: 'POST', path: '/api/company/{companyId}/update' },
} as const;

export interface CompanyInput {
  name: string;
  slug: string;
  cui: string;
  reg_com?: string | null;
  address?: string | null;
  state_id?: number | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  iban?: string | null;
  bank?: string | null;
}

export const companiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCompany: build.mutation<Company, CompanyInput>({
      query: (body) => call(companiesRoutes.create, {}, { body }),
      invalidatesTags: ['User', 'Companies'],
    }),
    updateCompany: build.mutation<Company, CompanyInput & { companyId: number }>({
      query: ({ companyId, ...body }) => call(companiesRoutes.update, { companyId }, { body }),
      invalidatesTags: [{ type: 'Company', id: 'CURRENT' }, 'Companies'],
      // The answer is the whole company: put it on the cached user instead of refetching.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data: company } = await queryFulfilled.catch(() => ({ data: null }));
        if (!company) return;
        dispatch(
          authApi.util.updateQueryData('user', undefined, (draft) => {
            draft.user.company = company;
          }),
        );
      },
    }),
  }),
});

export const { useCreateCompanyMutation, useUpdateCompanyMutation } = companiesApi;
