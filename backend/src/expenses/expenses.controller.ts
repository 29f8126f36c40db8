import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '@app/common/auth-user';
import { CompanyId, CurrentUser } from '@app/common/decorators';
import { ParseIdPipe } from '@app/common/parse-id.pipe';
import { CreateExpenseDto, ExpenseFilterDto, UpdateExpenseDto } from './dto/expense.dto';
import { ExpensesService } from './expenses.service';
import { ApiCreated, ApiOk, MessageResponse, PostOk, PostPage } from '@app/common/openapi';
import { ExpenseResponse, ExpenseTotals } from './expense.presenter';

@ApiTags('expenses')
@ApiBearerAuth()
@Controller('api/company/:companyId')
export class ExpensesController {
  constructor(private readonly expenses: ExpensesService) {}

  /** A page (docs/conventions.md) with `totals.amount` over the whole filter. */
  @PostPage('expenses', ExpenseResponse, ExpenseTotals)
  list(@CompanyId() companyId: number, @Body() filter: ExpenseFilterDto) {
    return this.expenses.list(companyId, filter);
  }

  @Post('createExpense')
  @ApiCreated(ExpenseResponse)
  create(@CompanyId() companyId: number, @CurrentUser() user: AuthUser, @Body() dto: CreateExpenseDto) {
    return this.expenses.create(companyId, user.id, dto);
  }

  @Get('expenses/:id')
  @ApiOk(ExpenseResponse)
  get(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.expenses.get(companyId, id);
  }

  @PostOk('expenses/:id/update', ExpenseResponse)
  update(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number, @Body() dto: UpdateExpenseDto) {
    return this.expenses.update(companyId, id, dto);
  }

  @PostOk('expenses/:id/delete', MessageResponse)
  remove(@CompanyId() companyId: number, @Param('id', ParseIdPipe) id: number) {
    return this.expenses.remove(companyId, id);
  }
}
