// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { inject, type Mutation, type Query } from '@/shared/api/endpoints';
import type * as S from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
export type ExpensesControllerListApiArg = { companyId: number; expenseFilterDto: S.ExpenseFilterDto };
export const expensesEndpoints = inject<{
  expensesControllerList: Query<S.ExpensePage, ExpensesControllerListApiArg>;
  expensesControllerCreate: Mutation<S.ExpenseResponse, { companyId: number; createExpenseDto: S.CreateExpenseDto }>;
  expensesControllerGet: Query<S.ExpenseResponse, { companyId: number; id: number }>;
  expensesControllerUpdate: Mutation<
    S.ExpenseResponse,
    { companyId: number; id: number; updateExpenseDto: S.UpdateExpenseDto }
  >;
  expensesControllerRemove: Mutation<S.MessageResponse, { companyId: number; id: number }>;
}>({
  expensesControllerList: { query: 'POST /api/company/{companyId}/expenses', body: 'expenseFilterDto' },
  expensesControllerCreate: { mutation: 'POST /api/company/{companyId}/createExpense', body: 'createExpenseDto' },
  expensesControllerGet: { query: 'GET /api/company/{companyId}/expenses/{id}' },
  expensesControllerUpdate: {
    mutation: 'POST /api/company/{companyId}/expenses/{id}/update',
    body: 'updateExpenseDto',
  },
  expensesControllerRemove: { mutation: 'POST /api/company/{companyId}/expenses/{id}/delete' },
});
