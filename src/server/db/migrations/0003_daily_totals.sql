CREATE TABLE "ledger_daily_totals" (
	"user_id" uuid NOT NULL,
	"type" "entry_type" NOT NULL,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"tax_deductible" boolean NOT NULL,
	"amount_cents" bigint NOT NULL,
	"entry_count" bigint NOT NULL,
	CONSTRAINT "ledger_daily_totals_pk" PRIMARY KEY("user_id","type","date","category","tax_deductible") INCLUDE ("amount_cents","entry_count")
);
--> statement-breakpoint
CREATE TABLE "ledger_monthly_totals" (
	"user_id" uuid NOT NULL,
	"type" "entry_type" NOT NULL,
	"month" date NOT NULL,
	"category" text NOT NULL,
	"tax_deductible" boolean NOT NULL,
	"amount_cents" bigint NOT NULL,
	"entry_count" bigint NOT NULL,
	CONSTRAINT "ledger_monthly_totals_pk" PRIMARY KEY("user_id","type","month","category","tax_deductible") INCLUDE ("amount_cents","entry_count")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_monthly_totals" ADD CONSTRAINT "ledger_monthly_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here (drizzle-kit models neither INCLUDE, above, nor triggers).
--
-- The totals are kept exact by the database: statement-level triggers with transition tables see
-- every row a statement changed, whoever wrote it (the app, a bulk unnest insert, an FK cascade from
-- deleting a settlement or a user), group them per key and apply one delta per key to both tables.
-- A row-level trigger would upsert once per row: 50,000 upserts for one bulk statement.
CREATE FUNCTION "ledger_totals_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  emptied_days tid[];
  emptied_months tid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Every path locks daily rows before monthly ones (here the WITH part, which the main
    -- statement does not read, runs after it) and upserts in key order: writers of the same keys
    -- queue behind each other instead of deadlocking.
    WITH days AS (
      SELECT user_id, type, date, category, tax_deductible,
             sum(amount_cents) AS amount_cents, count(*) AS entry_count
      FROM new_rows
      GROUP BY user_id, type, date, category, tax_deductible
    ), monthly AS (
      INSERT INTO ledger_monthly_totals AS t
        (user_id, type, month, category, tax_deductible, amount_cents, entry_count)
      SELECT user_id, type, date_trunc('month', date::timestamp)::date, category, tax_deductible,
             sum(amount_cents), sum(entry_count)
      FROM days
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (user_id, type, month, category, tax_deductible) DO UPDATE
        SET amount_cents = t.amount_cents + excluded.amount_cents,
            entry_count = t.entry_count + excluded.entry_count
    )
    INSERT INTO ledger_daily_totals AS t
      (user_id, type, date, category, tax_deductible, amount_cents, entry_count)
    SELECT user_id, type, date, category, tax_deductible, amount_cents, entry_count
    FROM days
    ORDER BY user_id, type, date, category, tax_deductible
    ON CONFLICT (user_id, type, date, category, tax_deductible) DO UPDATE
      SET amount_cents = t.amount_cents + excluded.amount_cents,
          entry_count = t.entry_count + excluded.entry_count;
    RETURN NULL;
  END IF;

  IF TG_OP = 'UPDATE' THEN
    -- Old rows count negatively, new rows positively. Keys whose delta is nothing (an edit of the
    -- description or notes; a date moved within its month, for the monthly table) are left alone.
    WITH days AS (
      SELECT user_id, type, date, category, tax_deductible,
             sum(amount_cents) AS amount_cents, sum(entry_count) AS entry_count
      FROM (
        SELECT user_id, type, date, category, tax_deductible, amount_cents, 1 AS entry_count
        FROM new_rows
        UNION ALL
        SELECT user_id, type, date, category, tax_deductible, -amount_cents, -1
        FROM old_rows
      ) AS changes
      GROUP BY user_id, type, date, category, tax_deductible
    ), daily AS (
      INSERT INTO ledger_daily_totals AS t
        (user_id, type, date, category, tax_deductible, amount_cents, entry_count)
      SELECT user_id, type, date, category, tax_deductible, amount_cents, entry_count
      FROM days
      WHERE amount_cents <> 0 OR entry_count <> 0
      ORDER BY user_id, type, date, category, tax_deductible
      ON CONFLICT (user_id, type, date, category, tax_deductible) DO UPDATE
        SET amount_cents = t.amount_cents + excluded.amount_cents,
            entry_count = t.entry_count + excluded.entry_count
      RETURNING t.ctid, t.entry_count
    ), monthly AS (
      INSERT INTO ledger_monthly_totals AS t
        (user_id, type, month, category, tax_deductible, amount_cents, entry_count)
      SELECT user_id, type, date_trunc('month', date::timestamp)::date, category, tax_deductible,
             sum(amount_cents), sum(entry_count)
      FROM days
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(amount_cents) <> 0 OR sum(entry_count) <> 0
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (user_id, type, month, category, tax_deductible) DO UPDATE
        SET amount_cents = t.amount_cents + excluded.amount_cents,
            entry_count = t.entry_count + excluded.entry_count
      RETURNING t.ctid, t.entry_count
    )
    SELECT (SELECT array_agg(ctid) FROM daily WHERE entry_count = 0),
           (SELECT array_agg(ctid) FROM monthly WHERE entry_count = 0)
    INTO emptied_days, emptied_months;
  ELSE
    -- Negative upserts, like UPDATE's, for users that still exist: deleting a user deletes their
    -- totals by FK cascade, possibly before the cascade to their entries gets here, and a row
    -- inserted for them now would break that FK.
    WITH days AS (
      SELECT user_id, type, date, category, tax_deductible,
             -sum(amount_cents) AS amount_cents, -count(*) AS entry_count
      FROM old_rows
      GROUP BY user_id, type, date, category, tax_deductible
    ), kept AS (
      SELECT * FROM days WHERE EXISTS (SELECT 1 FROM users WHERE users.id = days.user_id)
    ), daily AS (
      INSERT INTO ledger_daily_totals AS t
        (user_id, type, date, category, tax_deductible, amount_cents, entry_count)
      SELECT user_id, type, date, category, tax_deductible, amount_cents, entry_count
      FROM kept
      ORDER BY user_id, type, date, category, tax_deductible
      ON CONFLICT (user_id, type, date, category, tax_deductible) DO UPDATE
        SET amount_cents = t.amount_cents + excluded.amount_cents,
            entry_count = t.entry_count + excluded.entry_count
      RETURNING t.ctid, t.entry_count
    ), monthly AS (
      INSERT INTO ledger_monthly_totals AS t
        (user_id, type, month, category, tax_deductible, amount_cents, entry_count)
      SELECT user_id, type, date_trunc('month', date::timestamp)::date, category, tax_deductible,
             sum(amount_cents), sum(entry_count)
      FROM kept
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (user_id, type, month, category, tax_deductible) DO UPDATE
        SET amount_cents = t.amount_cents + excluded.amount_cents,
            entry_count = t.entry_count + excluded.entry_count
      RETURNING t.ctid, t.entry_count
    )
    SELECT (SELECT array_agg(ctid) FROM daily WHERE entry_count = 0),
           (SELECT array_agg(ctid) FROM monthly WHERE entry_count = 0)
    INTO emptied_days, emptied_months;
  END IF;

  -- A key without entries has no row. The rows to drop are found by the ctid their upsert returned:
  -- this transaction holds their row locks until it ends, so nothing else can change or move them,
  -- and no second join with the changed keys is needed.
  IF emptied_days IS NOT NULL THEN
    DELETE FROM ledger_daily_totals WHERE ctid = ANY (emptied_days) AND entry_count = 0;
  END IF;
  IF emptied_months IS NOT NULL THEN
    DELETE FROM ledger_monthly_totals WHERE ctid = ANY (emptied_months) AND entry_count = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One trigger per event: a trigger with transition tables may have only one.
CREATE TRIGGER "ledger_totals_insert" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_sync"();
--> statement-breakpoint
CREATE TRIGGER "ledger_totals_update" AFTER UPDATE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_sync"();
--> statement-breakpoint
CREATE TRIGGER "ledger_totals_delete" AFTER DELETE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_sync"();
--> statement-breakpoint
-- The entries already in the ledger. The triggers exist first and this runs in the migration's
-- transaction: CREATE TRIGGER holds a lock that blocks writes to ledger_entries until it commits,
-- so no entry is counted twice or missed.
INSERT INTO "ledger_daily_totals"
  ("user_id", "type", "date", "category", "tax_deductible", "amount_cents", "entry_count")
SELECT "user_id", "type", "date", "category", "tax_deductible", sum("amount_cents"), count(*)
FROM "ledger_entries"
GROUP BY "user_id", "type", "date", "category", "tax_deductible";
--> statement-breakpoint
INSERT INTO "ledger_monthly_totals"
  ("user_id", "type", "month", "category", "tax_deductible", "amount_cents", "entry_count")
SELECT "user_id", "type", date_trunc('month', "date"::timestamp)::date, "category", "tax_deductible",
  sum("amount_cents"), sum("entry_count")
FROM "ledger_daily_totals"
GROUP BY 1, 2, 3, 4, 5;
