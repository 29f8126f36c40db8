import {
  usersEndpoints,
  type CompanyUserFilterDto,
  type CompanyUserResponse,
  type CreateCompanyUserDto,
} from './api.generated';
import { removedTags, resourceTags } from '@/shared/list/resourceTags';

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
    ...resourceTags('Users', 'companyUsersController'),
    companyUsersControllerRestore: { invalidatesTags: removedTags('Users') },
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
