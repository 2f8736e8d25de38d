import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOrders1763900100000 implements MigrationInterface {
  name = 'CreateOrders1763900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Human order numbers LUM-<year>-<n>; a number taken by a losing concurrent insert is skipped (gaps are fine).
    await queryRunner.query(`CREATE SEQUENCE order_number_seq`);
    // What was priced when the intent was created: an order is made from this, never from the cart
    // as it is later, so what is paid is what is ordered. Written before the provider is called, so
    // a paid intent always finds it (via metadata.checkoutId if the intent id was never stored).
    await queryRunner.query(`
      CREATE TABLE checkouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_intent_id text,
        provider text NOT NULL CHECK (provider IN ('stripe', 'manual')),
        cart_session_id text NOT NULL,
        country text NOT NULL,
        currency text NOT NULL CHECK (char_length(currency) = 3),
        subtotal_minor integer NOT NULL CHECK (subtotal_minor >= 0),
        tax_minor integer NOT NULL CHECK (tax_minor >= 0),
        total_minor integer NOT NULL CHECK (total_minor >= 0),
        lines jsonb NOT NULL,
        shipping_address jsonb,
        billing_address jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT checkouts_payment_intent_id_key UNIQUE (payment_intent_id)
      )`);
    await queryRunner.query(`CREATE INDEX checkouts_cart_session_id_idx ON checkouts (cart_session_id)`);
    // One order per payment intent, whichever of confirm-payment and the webhook gets there first.
    await queryRunner.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_number text NOT NULL,
        payment_intent_id text NOT NULL,
        checkout_id uuid NOT NULL REFERENCES checkouts (id),
        provider text NOT NULL,
        cart_session_id text NOT NULL,
        status text NOT NULL DEFAULT 'confirmed',
        payment_status text NOT NULL DEFAULT 'paid',
        currency text NOT NULL,
        subtotal_minor integer NOT NULL,
        tax_minor integer NOT NULL,
        total_minor integer NOT NULL,
        shipping_address jsonb,
        billing_address jsonb,
        paid_event_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT orders_order_number_key UNIQUE (order_number),
        CONSTRAINT orders_payment_intent_id_key UNIQUE (payment_intent_id)
      )`);
    await queryRunner.query(`CREATE INDEX orders_unsent_paid_event_idx ON orders (created_at) WHERE paid_event_sent_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE order_lines (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        position integer NOT NULL,
        product_id uuid NOT NULL,
        product_name text NOT NULL,
        product_sku text NOT NULL,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        unit_price_minor integer NOT NULL,
        total_minor integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX order_lines_order_id_idx ON order_lines (order_id, position)`);
    // The manual development provider's intents (Stripe keeps its own).
    await queryRunner.query(`
      CREATE TABLE manual_payment_intents (
        id text PRIMARY KEY,
        client_secret text NOT NULL,
        amount_minor integer NOT NULL,
        currency text NOT NULL,
        status text NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE manual_payment_intents`);
    await queryRunner.query(`DROP TABLE order_lines`);
    await queryRunner.query(`DROP TABLE orders`);
    await queryRunner.query(`DROP TABLE checkouts`);
    await queryRunner.query(`DROP SEQUENCE order_number_seq`);
  }
}
