import { authEndpoints, type RegisterDto } from './api.generated';

/**
 * The session: the endpoints are generated from openapi.json (api.generated.ts); their tags and
 * the hooks' names are here.
 */
export type RegisterRequest = RegisterDto;

export const authApi = authEndpoints.enhanceEndpoints({
  endpoints: {
    // The login and register forms show status and the server's `error` themselves.
    authControllerLogin: { extraOptions: { silent: true } },
    authControllerLogout: { extraOptions: { silent: true } },
    authControllerMe: { providesTags: ['User'] },
    profileControllerUpdate: { invalidatesTags: ['User', 'Users'] },
  },
});

export const {
  useAuthControllerLoginMutation: useLoginMutation,
  useAuthControllerRegisterMutation: useRegisterMutation,
  useAuthControllerLogoutMutation: useLogoutMutation,
  useAuthControllerMeQuery: useUserQuery,
  useLazyAuthControllerMeQuery: useLazyUserQuery,
  useAuthControllerPasswordEmailMutation: usePasswordEmailMutation,
  useAuthControllerPasswordResetMutation: usePasswordResetMutation,
  useProfileControllerUpdateMutation: useUpdateOwnProfileMutation,
} = authApi;
