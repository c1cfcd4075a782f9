CREATE TABLE "user_mail_log" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_mail_log_user_id_kind_period_key_pk" PRIMARY KEY("user_id","kind","period_key")
);
--> statement-breakpoint
ALTER TABLE "user_mail_log" ADD CONSTRAINT "user_mail_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_mail_log_period_idx" ON "user_mail_log" USING btree ("period_key");