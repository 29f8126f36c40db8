import { ReferenceData1795319930000 } from '../reference-data.migration';
import { Initial1795319922403 } from './1795319922403-Initial';
import { Catalogue1795320570460 } from './1795320570460-Catalogue';
import { Sales1795321372515 } from './1795321372515-Sales';
import { ReceiptsWithoutPass1795324926329 } from './1795324926329-ReceiptsWithoutPass';
import { ListIndexesAndPassStats1795366013247 } from './1795366013247-ListIndexesAndPassStats';
import { PassSearchIndexes1795370215100 } from './1795370215100-PassSearchIndexes';
import { ReceiptListIndexes1795372248831 } from './1795372248831-ReceiptListIndexes';
import { ClientSearchKeys1795411019193 } from './1795411019193-ClientSearchKeys';
import { StandsAndBookings1795420470665 } from './1795420470665-StandsAndBookings';
import { WaterMap1795422213593 } from './1795422213593-WaterMap';

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
  StandsAndBookings1795420470665,
  WaterMap1795422213593,
];
