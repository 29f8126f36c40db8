import { AccessToken } from '@app/auth/entities/access-token.entity';
import { PasswordReset } from '@app/auth/entities/password-reset.entity';
import { Company } from '@app/companies/entities/company.entity';
import { PublicFormLock } from '@app/companies/entities/public-form-lock.entity';
import { Fish } from '@app/reference/entities/fish.entity';
import { Role } from '@app/reference/entities/role.entity';
import { State } from '@app/reference/entities/state.entity';
import { User } from '@app/users/entities/user.entity';
import { DocSeries } from '@app/doc-series/entities/doc-series.entity';
import { DocSeriesLock } from '@app/doc-series/entities/doc-series-lock.entity';
import { Discount } from '@app/discounts/entities/discount.entity';
import { Expense } from '@app/expenses/entities/expense.entity';
import { Plan } from '@app/plans/entities/plan.entity';
import { Water } from '@app/waters/entities/water.entity';
import { Client } from '@app/clients/entities/client.entity';
import { Media } from '@app/media/media.entity';
import { ClientDocument } from '@app/clients/entities/client-document.entity';
import { Pass } from '@app/passes/entities/pass.entity';
import { Receipt } from '@app/receipts/entities/receipt.entity';
import { PassDayStat } from '@app/charts/entities/pass-day-stat.entity';
import { ReceiptDayStat } from '@app/receipts/entities/receipt-day-stat.entity';
import { PassListStat } from '@app/passes/entities/pass-list-stat.entity';
import { ClientPassTotal } from '@app/passes/entities/client-pass-total.entity';
import { RequestKey } from '@app/common/request-key.entity';
import { AuditLog } from '@app/audit/audit-log.entity';
import { JobLock } from '@app/privacy/job-lock.entity';
import { Catch } from '@app/catches/entities/catch.entity';
import { SigningKey } from '@app/signing/entities/signing-key.entity';
import { RevocationCounter } from '@app/signing/entities/revocation-counter.entity';
import { Stand } from '@app/stands/entities/stand.entity';
import { Booking } from '@app/bookings/entities/booking.entity';
import { FiscalAgentState } from '@app/fiscal/entities/fiscal-agent-state.entity';
import { FiscalDevice } from '@app/fiscal/entities/fiscal-device.entity';
import { FiscalJob } from '@app/fiscal/entities/fiscal-job.entity';
import { CancelledSale } from '@app/fiscal/entities/cancelled-sale.entity';
import { FiscalZReport } from '@app/fiscal/entities/fiscal-z-report.entity';
import { CashBook } from '@app/books/entities/cash-book.entity';
import { CashDayClose } from '@app/books/entities/cash-day-close.entity';
import { CashDisposition } from '@app/books/entities/cash-disposition.entity';
import { COMPETITION_ENTITIES } from '@app/competitions/entities/competition-entities';

/** Every entity of the schema: one list for both dialects, for the app, the CLI and the schema check. */
export const ENTITIES = [
  Role,
  State,
  Fish,
  Company,
  PublicFormLock,
  RequestKey,
  User,
  AccessToken,
  PasswordReset,
  Water,
  Plan,
  Discount,
  DocSeries,
  DocSeriesLock,
  Expense,
  Client,
  Media,
  ClientDocument,
  Pass,
  Receipt,
  PassDayStat,
  PassListStat,
  ClientPassTotal,
  ReceiptDayStat,
  AuditLog,
  JobLock,
  Catch,
  SigningKey,
  RevocationCounter,
  Stand,
  Booking,
  FiscalDevice,
  FiscalAgentState,
  FiscalJob,
  CancelledSale,
  FiscalZReport,
  CashBook,
  CashDayClose,
  CashDisposition,
  ...COMPETITION_ENTITIES,
];
