-- Money on every screen (docs/domain.md, "Money on screens"): credit never stands beside money
-- owed. Existing data is brought to that rule once, as the app keeps it from now on
-- (payments-credit.service.ts): a line or an opening debt allocated more than its amount gives
-- the excess back (its newest allocations voided, a kept part allocated again from the same
-- payment), then each customer's money allocated to nothing pays the opening debt, then the
-- oldest lines, from the oldest payment with money left. Every allocation written is in the
-- money trail (`credit_applied`). What a customer owes less their credit is the same before and
-- after (test/credit-migration.test.ts).
DO $$
DECLARE
  over record;
  alloc record;
  pay record;
  owed record;
  excess numeric;
  back numeric;
  left_pay numeric;
  take numeric;
  opening_left numeric;
BEGIN
  FOR over IN
    SELECT p.id, p.paid_amount - line.amount AS excess
    FROM products p,
      LATERAL (SELECT CASE WHEN p.is_total_money THEN p.price::numeric WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity ELSE round(p.price::numeric * p.total_weight) END AS amount) AS line
    WHERE p.deleted_at IS NULL AND p.paid_amount > line.amount
  LOOP
    excess := over.excess;
    FOR alloc IN
      SELECT id, payment_id, amount FROM payment_allocations
      WHERE product_id = over.id AND voided_at IS NULL ORDER BY id DESC
    LOOP
      EXIT WHEN excess <= 0;
      back := least(excess, alloc.amount);
      UPDATE payment_allocations SET voided_at = now() WHERE id = alloc.id;
      IF alloc.amount > back THEN
        INSERT INTO payment_allocations (payment_id, product_id, amount)
        VALUES (alloc.payment_id, over.id, alloc.amount - back);
      END IF;
      excess := excess - back;
    END LOOP;
  END LOOP;

  FOR over IN
    SELECT c.id, t.opening_paid - c.debt AS excess
    FROM customers c JOIN customer_goods_totals t ON t.customer_id = c.id
    WHERE t.opening_paid > c.debt
  LOOP
    excess := over.excess;
    FOR alloc IN
      SELECT a.id, a.payment_id, a.amount FROM payment_allocations a
      JOIN payments p ON p.id = a.payment_id
      WHERE p.customer_id = over.id AND a.product_id IS NULL AND a.voided_at IS NULL
      ORDER BY a.id DESC
    LOOP
      EXIT WHEN excess <= 0;
      back := least(excess, alloc.amount);
      UPDATE payment_allocations SET voided_at = now() WHERE id = alloc.id;
      IF alloc.amount > back THEN
        INSERT INTO payment_allocations (payment_id, product_id, amount)
        VALUES (alloc.payment_id, NULL, alloc.amount - back);
      END IF;
      excess := excess - back;
    END LOOP;
  END LOOP;

  FOR pay IN
    SELECT p.id, p.customer_id,
      p.amount - coalesce((SELECT sum(a.amount) FROM payment_allocations a
                           WHERE a.payment_id = p.id AND a.voided_at IS NULL), 0) AS remaining
    FROM payments p
    JOIN customer_goods_totals t ON t.customer_id = p.customer_id AND t.credit > 0
    WHERE p.voided_at IS NULL
    ORDER BY p.customer_id, p.received_at, p.id
  LOOP
    left_pay := pay.remaining;
    CONTINUE WHEN left_pay <= 0;
    SELECT greatest(c.debt - coalesce(t.opening_paid, 0), 0) INTO opening_left
    FROM customers c LEFT JOIN customer_goods_totals t ON t.customer_id = c.id
    WHERE c.id = pay.customer_id;
    IF opening_left > 0 THEN
      take := least(left_pay, opening_left);
      INSERT INTO payment_allocations (payment_id, product_id, amount) VALUES (pay.id, NULL, take);
      INSERT INTO audit_log (entity, entity_id, action, after)
      VALUES ('customer', pay.customer_id, 'credit_applied',
              jsonb_build_object('payment_id', pay.id, 'amount', take));
      left_pay := left_pay - take;
    END IF;
    FOR owed IN
      SELECT p.id, line.amount - p.paid_amount AS due
      FROM products p,
        LATERAL (SELECT CASE WHEN p.is_total_money THEN p.price::numeric WHEN p.price_type = 'package' THEN p.price::numeric * p.quantity ELSE round(p.price::numeric * p.total_weight) END AS amount) AS line
      WHERE p.customer_id = pay.customer_id AND p.deleted_at IS NULL AND p.paid_amount < line.amount
      ORDER BY p.datetime, p.id
    LOOP
      EXIT WHEN left_pay <= 0;
      take := least(left_pay, owed.due);
      INSERT INTO payment_allocations (payment_id, product_id, amount) VALUES (pay.id, owed.id, take);
      INSERT INTO audit_log (entity, entity_id, action, after)
      VALUES ('product', owed.id, 'credit_applied',
              jsonb_build_object('payment_id', pay.id, 'amount', take));
      left_pay := left_pay - take;
    END LOOP;
  END LOOP;
END $$;
