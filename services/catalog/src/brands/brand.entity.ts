import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index } from 'typeorm';

@Entity({ name: 'brands' })
export class BrandEntity extends BaseEntity {
  @Index({ unique: true })
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  name!: string;
}
