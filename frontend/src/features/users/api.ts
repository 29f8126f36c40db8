import {
  usersEndpoints,
  type CompanyUserFilterDto,
  type CompanyUserResponse,
  type CreateCompanyUserDto,
} from './api.generated';

/**
 * The company's users (role 2 only; updateProfile is the own-profile call of features/auth). The
 * endpoints are generated from openapi.json (api.generated.ts); their cache tags are here.
 */
export type CompanyRole = Exclude<CompanyUser['role'], 1>;

export const COMPANY_ROLES: { value: CompanyRole; label: string }[] = [
  { value: 2, label: 'Administrator firmă' },
  { value: 3, label: 'Angajat' },
];

export const roleLabel = (role: number): string => COMPANY_ROLES.find((r) => r.value === role)?.label ?? String(role);

export type CompanyUser = CompanyUserResponse;

type CreateUserBody = CreateCompanyUserDto;
/** The user form's fields: on edit the password is optional, so it is here. */
export type UserInput = Omit<CreateUserBody, 'password' | 'password_confirmation'> &
  Partial<Pick<CreateUserBody, 'password' | 'password_confirmation'>>;

export type UsersFilter = CompanyUserFilterDto;

export const usersApi = usersEndpoints.enhanceEndpoints({
  endpoints: {
    companyUsersControllerList: {
      providesTags: (result) => [
        { type: 'Users', id: 'LIST' },
        ...(result?.data ?? []).map((u) => ({ type: 'Users' as const, id: u.id })),
      ],
    },
    companyUsersControllerCreate: { invalidatesTags: [{ type: 'Users', id: 'LIST' }] },
    companyUsersControllerGet: { providesTags: (_r, _e, { id }) => [{ type: 'Users', id }] },
    companyUsersControllerUpdate: {
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Users', id },
        { type: 'Users', id: 'LIST' },
      ],
    },
    companyUsersControllerRemove: {
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Users', id },
              { type: 'Users', id: 'LIST' },
            ],
    },
    companyUsersControllerRestore: {
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : [
              { type: 'Users', id },
              { type: 'Users', id: 'LIST' },
            ],
    },
  },
});

export const {
  useCompanyUsersControllerListQuery: useCompanyUsersQuery,
  useCompanyUsersControllerCreateMutation: useCreateCompanyUserMutation,
  useCompanyUsersControllerGetQuery: useCompanyUserQuery,
  useCompanyUsersControllerUpdateMutation: useUpdateCompanyUserMutation,
  useCompanyUsersControllerRemoveMutation: useDeleteCompanyUserMutation,
  useCompanyUsersControllerRestoreMutation: useRestoreCompanyUserMutation,
} = usersApi;
