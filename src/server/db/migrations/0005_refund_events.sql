-- A refund made before refunds recorded checkout_refunded (decision 087): the event, dated at the refund, for every
-- refunded order whose purchase was counted (a checkout_succeeded with its order_id) and that has none; taken from
-- that purchase's event (session, person, cohort, ambassador). Then the dashboard's roll-ups are dropped so the next
-- read rebuilds them from the events, past days included.
INSERT INTO "tracking_events" ("id", "session_id", "user_id", "cohort_id", "ambassador_code", "event_type", "event_data", "created_at")
SELECT 'rb_' || md5(o."id"), s."session_id", s."user_id", s."cohort_id", s."ambassador_code", 'checkout_refunded',
       jsonb_build_object('service', o."product", 'value', o."refunded_cents" / 100.0, 'currency', 'EUR',
                          'order_id', o."id", 'backfilled', true),
       o."refunded_at"
FROM "payment_orders" o
JOIN LATERAL (
  SELECT e."session_id", e."user_id", e."cohort_id", e."ambassador_code" FROM "tracking_events" e
  WHERE e."event_type" = 'checkout_succeeded' AND e."event_data"->>'order_id' = o."id"
  ORDER BY e."created_at" LIMIT 1
) s ON true
WHERE o."refunded_at" IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM "tracking_events" r WHERE r."event_type" = 'checkout_refunded' AND r."event_data"->>'order_id' = o."id"
  );
--> statement-breakpoint
DELETE FROM "dashboard_cohort_days"
WHERE EXISTS (SELECT 1 FROM "tracking_events" WHERE "event_type" = 'checkout_refunded' AND "event_data" ? 'backfilled');
--> statement-breakpoint
DELETE FROM "dashboard_ambassador_weeks"
WHERE EXISTS (SELECT 1 FROM "tracking_events" WHERE "event_type" = 'checkout_refunded' AND "event_data" ? 'backfilled');
--> statement-breakpoint
DELETE FROM "dashboard_rollup_state"
WHERE EXISTS (SELECT 1 FROM "tracking_events" WHERE "event_type" = 'checkout_refunded' AND "event_data" ? 'backfilled');
