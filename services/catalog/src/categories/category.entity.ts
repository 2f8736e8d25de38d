import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index } from 'typeorm';

export const DEFAULT_CATEGORY_EMOJI = '💡';

@Entity({ name: 'categories' })
export class CategoryEntity extends BaseEntity {
  @Index({ unique: true })
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'text', default: DEFAULT_CATEGORY_EMOJI })
  emoji!: string;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder!: number;
}
