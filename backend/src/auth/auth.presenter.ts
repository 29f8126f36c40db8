import { Bool, Nested, Text } from '@app/common/openapi';
import { ReferenceLists } from '@app/reference/reference.presenter';
import { SessionUserResponse } from '@app/users/user.presenter';

/** Login and register: the user and a bearer token. */
export class SessionResponse {
  @Nested(SessionUserResponse) user: SessionUserResponse;
  @Text({ description: 'bearer token (Authorization: Bearer …)' }) token: string;
}

/** GET /api/user: the signed-in user with the company, and the reference lists. */
export class CurrentUserResponse extends ReferenceLists {
  @Nested(SessionUserResponse) user: SessionUserResponse;
}

/** GET /api/registration: whether /register takes new accounts on this installation (REGISTRATION_OPEN). */
export class RegistrationResponse {
  @Bool() open: boolean;
}
