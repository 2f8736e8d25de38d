import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CatalogPatterns, type BrandDto } from '@lumina/contracts';
import { BrandsService } from './brands.service';

@Controller()
export class BrandsHandlers {
  constructor(private readonly brands: BrandsService) {}

  @MessagePattern(CatalogPatterns.brandsList)
  list(): Promise<BrandDto[]> {
    return this.brands.list();
  }
}
