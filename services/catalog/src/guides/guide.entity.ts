import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index } from 'typeorm';

/** One row per guide and language; translations share the slug. */
@Entity({ name: 'guides' })
@Index(['language', 'slug'], { unique: true })
export class GuideEntity extends BaseEntity {
  @Column({ type: 'text' })
  slug!: string;

  @Column({ type: 'text' })
  language!: string;

  @Column({ type: 'text' })
  title!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'text', nullable: true })
  excerpt!: string | null;

  /** Sanitised HTML: cleaned on every write. */
  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'text', nullable: true })
  author!: string | null;

  @Column({ name: 'reading_time', type: 'integer', nullable: true })
  readingTime!: number | null;

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl!: string | null;
}
