import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@app/common/decorators';
import { ReferenceService } from './reference.service';

@ApiTags('reference')
@Controller()
export class ReferenceController {
  constructor(private readonly reference: ReferenceService) {}

  /** Counties with official codes; public (SPEC.md §7). */
  @Public()
  @Get('states')
  async states() {
    return (await this.reference.all()).states;
  }
}
