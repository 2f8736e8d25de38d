import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index } from 'typeorm';

@Entity({ name: 'badges' })
export class BadgeEntity extends BaseEntity {
  @Index({ unique: true })
  @Column({ type: 'text' })
  name!: string;

  /** A CSS colour, e.g. #16a34a. */
  @Column({ type: 'text' })
  color!: string;
}
