// Generated from openapi.json by scripts/rtk-codegen.mjs (npm run openapi:types); do not edit.
import { baseApi as api } from '@/shared/api/baseApi';
import type {
  CreateExpenseDto,
  ExpenseFilterDto,
  ExpensePage,
  ExpenseResponse,
  MessageResponse,
  UpdateExpenseDto,
} from '@/shared/api/schemas.generated';
export type * from '@/shared/api/schemas.generated';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    expensesControllerList: build.query<ExpensesControllerListApiResponse, ExpensesControllerListApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/expenses`,
        method: 'POST',
        body: queryArg.expenseFilterDto,
      }),
    }),
    expensesControllerCreate: build.mutation<ExpensesControllerCreateApiResponse, ExpensesControllerCreateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/createExpense`,
        method: 'POST',
        body: queryArg.createExpenseDto,
      }),
    }),
    expensesControllerGet: build.query<ExpensesControllerGetApiResponse, ExpensesControllerGetApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/expenses/${encodeURIComponent(String(queryArg.id))}`,
      }),
    }),
    expensesControllerUpdate: build.mutation<ExpensesControllerUpdateApiResponse, ExpensesControllerUpdateApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/expenses/${encodeURIComponent(String(queryArg.id))}/update`,
        method: 'POST',
        body: queryArg.updateExpenseDto,
      }),
    }),
    expensesControllerRemove: build.mutation<ExpensesControllerRemoveApiResponse, ExpensesControllerRemoveApiArg>({
      query: (queryArg) => ({
        url: `/api/company/${encodeURIComponent(String(queryArg.companyId))}/expenses/${encodeURIComponent(String(queryArg.id))}/delete`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as expensesEndpoints };
export type ExpensesControllerListApiResponse = /** status 200 O pagină */ ExpensePage;
export type ExpensesControllerListApiArg = {
  companyId: number;
  expenseFilterDto: ExpenseFilterDto;
};
export type ExpensesControllerCreateApiResponse = /** status 201 Creat */ ExpenseResponse;
export type ExpensesControllerCreateApiArg = {
  companyId: number;
  createExpenseDto: CreateExpenseDto;
};
export type ExpensesControllerGetApiResponse = /** status 200 OK */ ExpenseResponse;
export type ExpensesControllerGetApiArg = {
  companyId: number;
  id: number;
};
export type ExpensesControllerUpdateApiResponse = /** status 200 OK */ ExpenseResponse;
export type ExpensesControllerUpdateApiArg = {
  companyId: number;
  id: number;
  updateExpenseDto: UpdateExpenseDto;
};
export type ExpensesControllerRemoveApiResponse = /** status 200 OK */ MessageResponse;
export type ExpensesControllerRemoveApiArg = {
  companyId: number;
  id: number;
};
