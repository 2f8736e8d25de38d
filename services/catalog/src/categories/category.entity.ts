import type { CategoryRule, LightSourceKind, LocalizedText, TranslationTimes } from '@lumina/contracts';
import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index } from 'typeorm';

export const DEFAULT_CATEGORY_EMOJI = '💡';

/** A node of the category tree (issue 29): texts per language (docs/adr-016), its place and its rule. */
@Entity({ name: 'categories' })
export class CategoryEntity extends BaseEntity {
  @Index({ unique: true })
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'jsonb' })
  name!: LocalizedText;

  @Column({ type: 'jsonb', nullable: true })
  description!: LocalizedText | null;

  @Column({ name: 'translated_at', type: 'jsonb', default: () => "'{}'" })
  translatedAt!: TranslationTimes;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'text', default: DEFAULT_CATEGORY_EMOJI })
  emoji!: string;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId!: string | null;

  /** Place among its siblings (0 first). */
  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder!: number;

  @Column({ type: 'boolean', default: true })
  visible!: boolean;

  @Column({ name: 'on_home', type: 'boolean', default: false })
  onHome!: boolean;

  @Column({ name: 'light_source', type: 'text', default: 'neither' })
  lightSource!: LightSourceKind;

  @Column({ type: 'jsonb', nullable: true })
  rule!: CategoryRule | null;

  @Column({ type: 'int', default: 1 })
  version!: number;
}
