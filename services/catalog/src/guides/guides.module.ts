import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GuideEntity } from './guide.entity';
import { GuidesHandlers } from './guides.handlers';
import { GuidesService } from './guides.service';

@Module({
  imports: [TypeOrmModule.forFeature([GuideEntity])],
  controllers: [GuidesHandlers],
  providers: [GuidesService],
})
export class GuidesModule {}
