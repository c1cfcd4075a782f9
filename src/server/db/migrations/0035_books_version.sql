ALTER TABLE "users" ADD COLUMN "books_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written from here (drizzle-kit models no triggers).
--
-- users.books_version moves in the transaction of every change to what the user's dashboard and
-- reports show, whoever writes it (a route, an import, undo, a cascade): statement-level triggers on
-- the books' tables bump each user the statement touched once, whatever its number of rows. The
-- answers are cached under the version (docs/decisions/024-answers-from-the-books-version.md).
CREATE FUNCTION "bump_books_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "books_version" = "books_version" + 1
    WHERE "id" IN (SELECT "user_id" FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "books_version" = "books_version" + 1
    WHERE "id" IN (SELECT "user_id" FROM new_rows UNION SELECT "user_id" FROM old_rows);
  ELSE
    UPDATE "users" SET "books_version" = "books_version" + 1
    WHERE "id" IN (SELECT "user_id" FROM old_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A settlement's lines hold no user: theirs is the settlement's.
CREATE FUNCTION "bump_books_version_of_settlement_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "books_version" = "books_version" + 1
    WHERE "id" IN (SELECT s."user_id" FROM "settlements" s WHERE s."id" IN (SELECT "settlement_id" FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "users" SET "books_version" = "books_version" + 1
    WHERE "id" IN (SELECT s."user_id" FROM "settlements" s WHERE s."id" IN
      (SELECT "settlement_id" FROM new_rows UNION SELECT "settlement_id" FROM old_rows));
  ELSE
    UPDATE "users" SET "books_version" = "books_version" + 1
    WHERE "id" IN (SELECT s."user_id" FROM "settlements" s WHERE s."id" IN (SELECT "settlement_id" FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
  fn text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ledger_entries', 'settlements', 'settlement_lines', 'mileage_entries',
                           'documents', 'trucks', 'tax_profiles'] LOOP
    fn := CASE WHEN t = 'settlement_lines' THEN 'bump_books_version_of_settlement_lines' ELSE 'bump_books_version' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_books_version_insert', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_books_version_update', t, fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', t || '_books_version_delete', t, fn);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The user's own settings the answers depend on: "today" (time zone), the role, the mileage vehicle
-- (the tax summary's standard mileage rate).
CREATE FUNCTION "bump_books_version_of_settings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."books_version" := OLD."books_version" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_books_version_settings" BEFORE UPDATE OF "time_zone", "role", "mileage_vehicle" ON "users"
  FOR EACH ROW WHEN ((OLD."time_zone", OLD."role", OLD."mileage_vehicle") IS DISTINCT FROM (NEW."time_zone", NEW."role", NEW."mileage_vehicle"))
  EXECUTE FUNCTION "bump_books_version_of_settings"();
