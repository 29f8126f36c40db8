import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@app/common/decorators';
import { ReferenceService } from './reference.service';
import { ApiOkList } from '@app/common/openapi';
import { StateResponse } from './reference.presenter';

@ApiTags('reference')
@Controller()
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  /** Counties with official codes; public (no token). */
  @Public()
  @Get('states')
  @ApiOkList(StateResponse)
  async states() {
    return (await this.reference.all()).states;
  }
}
