import { BaseEntity } from '@lumina/platform';
import { Column, Entity, Index } from 'typeorm';

/** Mirrors migration CreateCarts1763900000000. One cart per client-made session id. */
@Entity({ name: 'carts' })
export class CartEntity extends BaseEntity {
  @Index({ unique: true })
  @Column({ name: 'session_id', type: 'text' })
  sessionId!: string;
}
