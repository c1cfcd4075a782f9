CREATE TABLE "fleet_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fleet_manager_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	CONSTRAINT "fleet_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "fleet_members" (
	"driver_id" uuid PRIMARY KEY NOT NULL,
	"fleet_manager_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fleet_invites" ADD CONSTRAINT "fleet_invites_fleet_manager_id_users_id_fk" FOREIGN KEY ("fleet_manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_invites" ADD CONSTRAINT "fleet_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_members" ADD CONSTRAINT "fleet_members_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_members" ADD CONSTRAINT "fleet_members_fleet_manager_id_users_id_fk" FOREIGN KEY ("fleet_manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_invites_manager_idx" ON "fleet_invites" USING btree ("fleet_manager_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_members_manager_idx" ON "fleet_members" USING btree ("fleet_manager_id");