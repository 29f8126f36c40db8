import { Body, Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CompanyId, Roles } from '@app/common/decorators';
import { PostPage } from '@app/common/openapi';
import { RoleId } from '@app/common/roles';
import { AuditEntryResponse } from './audit.presenter';
import { AuditService } from './audit.service';
import { AuditFilterDto } from './dto/audit-filter.dto';

/** The company's audit trail. Role 2 only; read-only: nothing updates or deletes it. */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** A page of the trail, newest first; filter by actor, entity, action and a date range. */
  @PostPage('auditLog', AuditEntryResponse)
  @Roles(RoleId.CompanyAdmin)
  list(@CompanyId() companyId: number, @Body() filter: AuditFilterDto) {
    return this.audit.list(companyId, filter);
  }
}
