CREATE TABLE "admin_credentials" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_pending" text,
	"totp_last_step" bigint,
	"recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_users_roles" (
	"owner_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "admin_users_roles_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "permissions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- a role's scopes move from rows of role_permissions into its own list
UPDATE "roles" r SET "permissions" = coalesce((SELECT jsonb_agg(p."scope" ORDER BY p."scope") FROM "role_permissions" p WHERE p."role_id" = r."id"), '[]'::jsonb);--> statement-breakpoint
INSERT INTO "admin_users_roles" ("owner_id", "target_id", "position") SELECT "user_id", "role_id", (row_number() OVER (PARTITION BY "user_id" ORDER BY "role_id"))::int - 1 FROM "role_user";--> statement-breakpoint
-- secrets leave the record any administrator may read
INSERT INTO "admin_credentials" ("user_id", "password_hash", "password_changed_at") SELECT "id", "password_hash", "updated_at" FROM "admin_users";--> statement-breakpoint
UPDATE "admin_users" SET "email" = lower("email") WHERE "email" <> lower("email");--> statement-breakpoint
ALTER TABLE "role_permissions" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_user" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "role_permissions" CASCADE;--> statement-breakpoint
DROP TABLE "role_user" CASCADE;--> statement-breakpoint
DROP INDEX "roles_name_unique";--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "language" text DEFAULT 'uk' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_credentials" ADD CONSTRAINT "admin_credentials_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users_roles" ADD CONSTRAINT "admin_users_roles_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_users_roles" ADD CONSTRAINT "admin_users_roles_target_id_roles_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_invitations_token_unique" ON "admin_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "admin_invitations_user_idx" ON "admin_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_challenges_token_unique" ON "two_factor_challenges" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "admin_users_roles_target_idx" ON "admin_users_roles" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "admin_users_name_sort_idx" ON "admin_users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "admin_users_name_trgm_idx" ON "admin_users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_users_email_sort_idx" ON "admin_users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "admin_users_email_trgm_idx" ON "admin_users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_users_phone_trgm_idx" ON "admin_users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_users_active_idx" ON "admin_users" USING btree ("active");--> statement-breakpoint
CREATE INDEX "admin_users_owner_idx" ON "admin_users" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "admin_users_two_factor_enabled_idx" ON "admin_users" USING btree ("two_factor_enabled");--> statement-breakpoint
CREATE INDEX "admin_users_last_sign_in_at_sort_idx" ON "admin_users" USING btree ("last_sign_in_at","id");--> statement-breakpoint
CREATE INDEX "admin_users_created_at_idx" ON "admin_users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_users_updated_at_idx" ON "admin_users" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "roles_name_sort_idx" ON "roles" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "roles_name_trgm_idx" ON "roles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_require_two_factor_idx" ON "roles" USING btree ("require_two_factor");--> statement-breakpoint
CREATE INDEX "roles_created_at_idx" ON "roles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "roles_updated_at_idx" ON "roles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_unique" ON "roles" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "admin_users" DROP COLUMN "password_hash";