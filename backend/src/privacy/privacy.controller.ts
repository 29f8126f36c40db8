import { Body, Controller, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser, Roles } from '@app/common/decorators';
import { ApiErrors, PostOk } from '@app/common/openapi';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { ClientResponse } from '@app/clients/client.presenter';
import { RoleId } from '@app/common/roles';
import { AnonymizeDto, ConsentDto } from './dto/privacy.dto';
import { ClientExportResponse } from './privacy.presenter';
import { PrivacyService } from './privacy.service';

/** A client's consent, data export and erasure. */
@ApiTags('clients')
@ApiBearerAuth()
@Controller('api/company/:companyId/clients/:id')
export class PrivacyController {
  constructor(private readonly privacy: PrivacyService) {}

  /** Records the client's consent to the processing in `consent_text` (roles 2 and 3: it is taken at the gate). */
  @PostOk('consent', ClientResponse)
  @ApiErrors(409)
  consent(
    @CompanyId() companyId: number,
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: ConsentDto,
  ) {
    return this.privacy.consent(companyId, user.id, id, dto.consent_text);
  }

  /** Everything about the person as JSON (GDPR right of access). Role 2. */
  @PostOk('export', ClientExportResponse)
  @Roles(RoleId.CompanyAdmin)
  export(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.privacy.export(companyId, id);
  }

  /** Erases the person's data for good (GDPR right to erasure); passes and receipts stay. Role 2. */
  @PostOk('anonymize', ClientResponse)
  @Roles(RoleId.CompanyAdmin)
  @ApiErrors(409)
  anonymize(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: AnonymizeDto) {
    return this.privacy.anonymize(companyId, id, dto.reason);
  }
}
