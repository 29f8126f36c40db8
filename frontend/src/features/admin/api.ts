import { adminEndpoints, type AdminCompanyResponse, type AdminControllerListApiArg } from './api.generated';

/** The platform admin's companies: generated from openapi.json (api.generated.ts); their cache tags are here. */
export type AdminCompany = AdminCompanyResponse;

export type AdminCompaniesQuery = AdminControllerListApiArg;

const changed = (error: unknown, id: number) =>
  error
    ? []
    : [
        { type: 'Companies' as const, id },
        { type: 'Companies' as const, id: 'LIST' },
      ];

export const adminApi = adminEndpoints.enhanceEndpoints({
  endpoints: {
    adminControllerList: {
      providesTags: (result) => [
        { type: 'Companies', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Companies' as const, id: c.id })),
      ],
    },
    /** Suspends a company: its users are refused at login and on every call. Answers the company. */
    adminControllerSuspend: { invalidatesTags: (_r, error, { id }) => changed(error, id) },
    adminControllerActivate: { invalidatesTags: (_r, error, { id }) => changed(error, id) },
  },
});

export const {
  useAdminControllerSuspendMutation: useSuspendCompanyMutation,
  useAdminControllerActivateMutation: useActivateCompanyMutation,
} = adminApi;
