CREATE TABLE "dealers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"legal_name" text NOT NULL,
	"edrpou" text NOT NULL,
	"vat" text,
	"legal_address" text NOT NULL,
	"contact_person" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"manager_id" bigint,
	"status" text NOT NULL,
	"decision_reason" text,
	"notes" text,
	"price_group_id" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "dealer_id" bigint;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "dealer_kind" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_manager_id_admin_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealers_legal_name_sort_idx" ON "dealers" USING btree ("legal_name","id");--> statement-breakpoint
CREATE INDEX "dealers_legal_name_trgm_idx" ON "dealers" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_edrpou_unique" ON "dealers" USING btree (lower("edrpou"));--> statement-breakpoint
CREATE INDEX "dealers_edrpou_trgm_idx" ON "dealers" USING gin ("edrpou" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealers_phone_trgm_idx" ON "dealers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealers_email_trgm_idx" ON "dealers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealers_manager_id_idx" ON "dealers" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "dealers_status_sort_idx" ON "dealers" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "dealers_price_group_id_idx" ON "dealers" USING btree ("price_group_id");--> statement-breakpoint
CREATE INDEX "dealers_decided_at_sort_idx" ON "dealers" USING btree ("decided_at","id");--> statement-breakpoint
CREATE INDEX "dealers_created_at_idx" ON "dealers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dealers_updated_at_idx" ON "dealers" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_users_dealer_id_idx" ON "admin_users" USING btree ("dealer_id");--> statement-breakpoint
-- a dealer's person is an account of its own kind: bound to one company as its principal or a
-- manager, never the owner (its scopes come from its kind, sessions query in auth/tokens.ts)
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_dealer_kind_check" CHECK (
	("dealer_id" IS NULL) = ("dealer_kind" IS NULL)
	AND ("dealer_kind" IS NULL OR ("dealer_kind" IN ('principal', 'manager') AND NOT "owner"))
);--> statement-breakpoint
ALTER TABLE "dealers" ADD CONSTRAINT "dealers_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected', 'blocked'));--> statement-breakpoint
-- nor does a dealer's person ever hold a staff role, whichever way a row would make it so
CREATE OR REPLACE FUNCTION "refuse_dealer_roles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'admin_users_roles' THEN
		IF EXISTS (SELECT 1 FROM "admin_users" WHERE "id" = NEW."owner_id" AND "dealer_id" IS NOT NULL) THEN
			RAISE EXCEPTION 'a dealer account holds no staff role' USING ERRCODE = 'check_violation';
		END IF;
	ELSIF NEW."dealer_id" IS NOT NULL AND EXISTS (SELECT 1 FROM "admin_users_roles" WHERE "owner_id" = NEW."id") THEN
		RAISE EXCEPTION 'a dealer account holds no staff role' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_users_roles_no_dealer" BEFORE INSERT OR UPDATE ON "admin_users_roles"
	FOR EACH ROW EXECUTE FUNCTION "refuse_dealer_roles"();--> statement-breakpoint
CREATE TRIGGER "admin_users_dealer_no_roles" BEFORE INSERT OR UPDATE OF "dealer_id" ON "admin_users"
	FOR EACH ROW EXECUTE FUNCTION "refuse_dealer_roles"();
