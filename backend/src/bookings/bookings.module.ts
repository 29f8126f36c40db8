import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompaniesModule } from '@app/companies/companies.module';
import { DocSeriesModule } from '@app/doc-series/doc-series.module';
import { PassesModule } from '@app/passes/passes.module';
import { ReceiptsModule } from '@app/receipts/receipts.module';
import { ReceiptsService } from '@app/receipts/receipts.service';
import { StandsModule } from '@app/stands/stands.module';
import { CompetitionHoldsModule } from '@app/competitions/competition-holds.module';
import { SalesModule } from '@app/fiscal/sales.module';
import { SalesService } from '@app/fiscal/sales.service';
import { ClientsModule } from '@app/clients/clients.module';
import { ClientsService } from '@app/clients/clients.service';
import { PassHoldsModule } from '@app/passes/pass-holds.module';
import { PassHolds } from '@app/passes/pass-holds.service';
import { PlansModule } from '@app/plans/plans.module';
import { PlansService } from '@app/plans/plans.service';
import { WatersModule } from '@app/waters/waters.module';
import { WatersService } from '@app/waters/waters.service';
import { BookingHoldsModule } from './booking-holds.module';
import { BookingHolds } from './booking-holds.service';
import { BoardService } from './board.service';
import { BookingsController } from './bookings.controller';
import { BookingMailService } from './booking-mail.service';
import { BookingQueryService } from './booking-query.service';
import { BookingTermsService } from './booking-terms.service';
import { BookingsService } from './bookings.service';
import { PublicBookingsService } from './public-bookings.service';
import { Booking } from './entities/booking.entity';
import { PublicBookingsController } from './public-bookings.controller';

@Module({
  imports: [
    TypeOrmModule.forFeature([Booking]),
    DocSeriesModule,
    ReceiptsModule,
    PassesModule,
    StandsModule,
    CompetitionHoldsModule,
    SalesModule,
    CompaniesModule,
    ClientsModule,
    PassHoldsModule,
    PlansModule,
    WatersModule,
    BookingHoldsModule,
  ],
  controllers: [BookingsController, PublicBookingsController],
  providers: [
    BookingsService,
    BookingTermsService,
    BookingQueryService,
    BookingMailService,
    PublicBookingsService,
    BoardService,
  ],
  exports: [BookingsService, BookingQueryService],
})
export class BookingsModule implements OnModuleInit {
  constructor(
    private readonly holds: BookingHolds,
    private readonly plans: PlansService,
    private readonly waters: WatersService,
    private readonly clients: ClientsService,
    private readonly receipts: ReceiptsService,
    private readonly passHolds: PassHolds,
    private readonly sales: SalesService,
  ) {}

  /**
   * A plan, a water or a client that bookings name is not deleted (PlansService, WatersService and
   * ClientsService.useSources()); a deposit's chitanță or bon taken off the price of an active pass
   * is not cancelled (ReceiptsService and SalesService.useSources()).
   */
  onModuleInit(): void {
    this.sales.useSources({
      depositOnActivePass: async (companyId, bookingId) =>
        this.onActivePass(await this.holds.one(companyId, bookingId), companyId),
    });
    this.receipts.useSources({
      checkedInDepositOf: (companyId, receiptId) => this.checkedInDepositOf(companyId, receiptId),
    });
    this.clients.useSources({
      bookings: (companyId, clientId) => this.holds.countOf(companyId, { client_id: clientId }),
    });
    this.plans.useSources({ bookings: (companyId, planId) => this.holds.countOf(companyId, { plan_id: planId }) });
    this.waters.useSources({ bookings: (companyId, waterId) => this.holds.countOf(companyId, { water_id: waterId }) });
  }

  /** The booking whose deposit the chitanță is, when its check-in's pass, the deposit taken off its price, is active. */
  private async checkedInDepositOf(companyId: number, receiptId: number): Promise<number | null> {
    const booking = await this.holds.ofDeposit(companyId, receiptId);
    return booking && (await this.onActivePass(booking, companyId)) ? booking.id : null;
  }

  /** Whether the booking was checked in and its pass, its deposit taken off the price, is active. */
  private async onActivePass(booking: Pick<Booking, 'status' | 'pass_id'> | null, companyId: number): Promise<boolean> {
    if (booking?.status !== 'checked_in' || !booking.pass_id) return false;
    return this.passHolds.isActive(companyId, booking.pass_id);
  }
}
