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
    // Asked by the sign-in and registration pages: without an answer they offer registration, and
    // the API says itself when it is closed.
    authControllerRegistration: { extraOptions: { silent: true } },
    profileControllerUpdate: { invalidatesTags: ['User', 'Users'] },
  },
});

export const {
  useAuthControllerLoginMutation: useLoginMutation,
  useAuthControllerRegisterMutation: useRegisterMutation,
  useAuthControllerRegistrationQuery: useRegistrationQuery,
  useAuthControllerLogoutMutation: useLogoutMutation,
  useAuthControllerMeQuery: useUserQuery,
  useLazyAuthControllerMeQuery: useLazyUserQuery,
  useAuthControllerPasswordEmailMutation: usePasswordEmailMutation,
  useAuthControllerPasswordResetMutation: usePasswordResetMutation,
  useProfileControllerUpdateMutation: useUpdateOwnProfileMutation,
} = authApi;
