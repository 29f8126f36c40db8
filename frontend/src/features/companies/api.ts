import { authApi } from '@/features/auth/api';
import { companiesEndpoints, type CreateCompanyDto } from './api.generated';

/** The company: the endpoints are generated from openapi.json (api.generated.ts); their tags are here. */
export type CompanyInput = CreateCompanyDto;

export const companiesApi = companiesEndpoints.enhanceEndpoints({
  endpoints: {
    companiesControllerCreate: { invalidatesTags: ['User', 'Companies'] },
    companiesControllerUpdate: {
      invalidatesTags: [{ type: 'Company', id: 'CURRENT' }, 'Companies'],
      // The answer is the whole company: put it on the cached user instead of refetching.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data: company } = await queryFulfilled.catch(() => ({ data: null }));
        if (!company) return;
        dispatch(
          authApi.util.updateQueryData('authControllerMe', undefined, (draft) => {
            draft.user.company = company;
          }),
        );
      },
    },
  },
});

export const {
  useCompaniesControllerCreateMutation: useCreateCompanyMutation,
  useCompaniesControllerUpdateMutation: useUpdateCompanyMutation,
} = companiesApi;
