import { Initial1795319922403 } from './1795319922403-Initial';
import { ReferenceData1795319930000 } from '../reference-data.migration';
import { Catalogue1795320570460 } from './1795320570460-Catalogue';
import { Sales1795321372515 } from './1795321372515-Sales';
import { ReceiptsWithoutPass1795324926329 } from './1795324926329-ReceiptsWithoutPass';
import { ListIndexesAndPassStats1795366013247 } from './1795366013247-ListIndexesAndPassStats';
import { PassSearchIndexes1795370215100 } from './1795370215100-PassSearchIndexes';
import { ReceiptListIndexes1795372248831 } from './1795372248831-ReceiptListIndexes';
import { ClientSearchKeys1795411019193 } from './1795411019193-ClientSearchKeys';
import { CatchesAndSigning1795420169792 } from './1795420169792-CatchesAndSigning';
import { PrivacyAndAudit1795420338338 } from './1795420338338-PrivacyAndAudit';
import { StandsAndBookings1795420470665 } from './1795420470665-StandsAndBookings';
import { ReceiptsTextSearch1795421433988 } from './1795421433988-ReceiptsTextSearch';
import { WaterMap1795422213593 } from './1795422213593-WaterMap';
import { PublicRecentCatches1795424480312 } from './1795424480312-PublicRecentCatches';
import { ListOrderIndexes1795440000000 } from './1795440000000-ListOrderIndexes';
import { ReceiptDayStats1795440000001 } from './1795440000001-ReceiptDayStats';
import { ListTotals1795450000000 } from './1795450000000-ListTotals';
import { ClientPassTotals1795460000000 } from './1795460000000-ClientPassTotals';
import { StaffPersonalExport1795470000000 } from './1795470000000-StaffPersonalExport';
import { Revocations1795471000000 } from './1795471000000-Revocations';
import { PublicFormLimits1795473000000 } from './1795473000000-PublicFormLimits';
import { FiscalDevices1795480000000 } from './1795480000000-FiscalDevices';
import { CashBook1795490000000 } from './1795490000000-CashBook';
import { WaterReleaseFishes1795500000000 } from './1795500000000-WaterReleaseFishes';
import { Competitions1795600000000 } from './1795600000000-Competitions';
import { CashDispositionCancel1795620000000 } from './1795620000000-CashDispositionCancel';
import { ClientSearchTerms1795610000000 } from './1795610000000-ClientSearchTerms';
import { PassesTotalCover1795641000000 } from './1795641000000-PassesTotalCover';
import { PassesValidClient1795641000001 } from './1795641000001-PassesValidClient';
import { ReceiptsIssuedClient1795642000000 } from './1795642000000-ReceiptsIssuedClient';
import { ClientSearchKeyNames1795650000000 } from './1795650000000-ClientSearchKeyNames';
import { PassesWaterTotalCover1795670000000 } from './1795670000000-PassesWaterTotalCover';
import { SurplusFeePayment1795680000000 } from './1795680000000-SurplusFeePayment';
import { BookingCheckIns1795690000000 } from './1795690000000-BookingCheckIns';
import { CashBookCheckpoint1795700000000 } from './1795700000000-CashBookCheckpoint';
import { BookingsCreated1795710000000 } from './1795710000000-BookingsCreated';
import { PublicFormLocks1795720000000 } from './1795720000000-PublicFormLocks';
import { RequestKeys1795730000000 } from './1795730000000-RequestKeys';
import { DocSeriesLocks1795740000000 } from './1795740000000-DocSeriesLocks';
import { BookingsEmail1795750000000 } from './1795750000000-BookingsEmail';
import { FiscalJobsSentAt1795760000000 } from './1795760000000-FiscalJobsSentAt';
import { CancelledSales1795770000000 } from './1795770000000-CancelledSales';
import { CompetitionsStartedAt1795780000000 } from './1795780000000-CompetitionsStartedAt';
import { PassesExtraKgPrice1795790000000 } from './1795790000000-PassesExtraKgPrice';

/** MariaDB/MySQL migrations in order. Generate new ones with database/generate-migration.cli.ts. */
export const MYSQL_MIGRATIONS = [
  Initial1795319922403,
  ReferenceData1795319930000,
  Catalogue1795320570460,
  Sales1795321372515,
  ReceiptsWithoutPass1795324926329,
  ListIndexesAndPassStats1795366013247,
  PassSearchIndexes1795370215100,
  ReceiptListIndexes1795372248831,
  ClientSearchKeys1795411019193,
  CatchesAndSigning1795420169792,
  PrivacyAndAudit1795420338338,
  StandsAndBookings1795420470665,
  ReceiptsTextSearch1795421433988,
  WaterMap1795422213593,
  PublicRecentCatches1795424480312,
  ListOrderIndexes1795440000000,
  ReceiptDayStats1795440000001,
  ListTotals1795450000000,
  ClientPassTotals1795460000000,
  StaffPersonalExport1795470000000,
  Revocations1795471000000,
  PublicFormLimits1795473000000,
  FiscalDevices1795480000000,
  CashBook1795490000000,
  WaterReleaseFishes1795500000000,
  Competitions1795600000000,
  CashDispositionCancel1795620000000,
  ClientSearchTerms1795610000000,
  PassesTotalCover1795641000000,
  PassesValidClient1795641000001,
  ReceiptsIssuedClient1795642000000,
  ClientSearchKeyNames1795650000000,
  PassesWaterTotalCover1795670000000,
  SurplusFeePayment1795680000000,
  BookingCheckIns1795690000000,
  CashBookCheckpoint1795700000000,
  BookingsCreated1795710000000,
  PublicFormLocks1795720000000,
  RequestKeys1795730000000,
  DocSeriesLocks1795740000000,
  BookingsEmail1795750000000,
  FiscalJobsSentAt1795760000000,
  CancelledSales1795770000000,
  CompetitionsStartedAt1795780000000,
  PassesExtraKgPrice1795790000000,
];
