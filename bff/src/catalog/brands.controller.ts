import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CatalogPatterns, type BrandListItemDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { Public } from '../auth/access.decorators';

@ApiTags('catalog')
@Public()
@Controller('brands')
export class BrandsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Header('cache-control', 'public, max-age=60')
  @ApiOkResponse({ description: 'Every brand, by name, with its product count' })
  list(): Promise<BrandListItemDto[]> {
    return this.rpc.send(CatalogPatterns.brandsList, {});
  }
}
