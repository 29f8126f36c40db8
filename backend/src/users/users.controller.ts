import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import type { AuthUser } from '@app/common/auth-user';
import { CurrentUser } from '@app/common/decorators';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UsersService } from './users.service';
import { ApiErrors, PostOk } from '@app/common/openapi';
import { SessionUserResponse } from './user.presenter';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('api/users')
export class ProfileController {
  constructor(private readonly users: UsersService) {}

  /** The signed-in user's own profile (any role). */
  @PostOk(':id/update', SessionUserResponse)
  @ApiErrors(429) // the password hashing bound (backend/src/auth/passwords.ts)
  update(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateProfileDto) {
    return this.users.updateOwnProfile(user, id, dto);
  }
}
