import { Module } from '@nestjs/common';
import { BookingHolds } from './booking-holds.service';

/**
 * The bookings' holds on stands and waters, for the stands' rules: a module of its own, so the
 * stands module can import it while the bookings module imports the stands module.
 */
@Module({
  providers: [BookingHolds],
  exports: [BookingHolds],
})
export class BookingHoldsModule {}
