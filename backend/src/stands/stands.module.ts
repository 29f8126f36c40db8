import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Stand } from './entities/stand.entity';
import { StandRules } from './stand-rules';
import { StandsController } from './stands.controller';
import { StandsService } from './stands.service';

@Module({
  imports: [TypeOrmModule.forFeature([Stand])],
  controllers: [StandsController],
  providers: [StandsService, StandRules],
  exports: [StandsService, StandRules],
})
export class StandsModule {}
