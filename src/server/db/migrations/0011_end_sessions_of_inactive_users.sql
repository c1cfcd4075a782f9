-- An account that stops being active loses its sessions at once, whoever changes its status (an
-- admin screen, a command, SQL): reactivating it later does not bring an old cookie back to life.
CREATE FUNCTION "end_sessions_of_inactive_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sessions" WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_end_sessions_when_inactive" AFTER UPDATE OF "status" ON "users"
  FOR EACH ROW WHEN (NEW."status" <> 'active' AND OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "end_sessions_of_inactive_user"();
--> statement-breakpoint
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "status" <> 'active');
