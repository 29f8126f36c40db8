import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocSeriesController } from './doc-series.controller';
import { DocSeriesService } from './doc-series.service';
import { DocSeries } from './entities/doc-series.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DocSeries])],
  controllers: [DocSeriesController],
  providers: [DocSeriesService],
  exports: [DocSeriesService],
})
export class DocSeriesModule {}
