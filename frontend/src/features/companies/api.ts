import { authApi } from '@/features/auth/api';
import { baseApi } from '@/shared/api/baseApi';
import { call } from '@/shared/api/routes';
import type { Answer, Body } from '@/shared/api/schema';

export const companiesRoutes = {
  create: { method: 'POST', path: '/api/company/create' },
  update: { method: 'POST', path: '/api/company/{companyId}/update' },
} as const;

export type CompanyInput = Body<'/api/company/create', 'post'>;

export const companiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createCompany: build.mutation<Answer<'/api/company/create', 'post'>, CompanyInput>({
      query: (body) => call(companiesRoutes.create, {}, { body }),
      invalidatesTags: ['User', 'Companies'],
    }),
    updateCompany: build.mutation<
      Answer<'/api/company/{companyId}/update', 'post'>,
      Body<'/api/company/{companyId}/update', 'post'> & { companyId: number }
    >({
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
