CREATE TABLE "dealer_manager_workspaces" (
	"account_id" bigint NOT NULL,
	"workspace_id" bigint NOT NULL,
	CONSTRAINT "dealer_manager_workspaces_account_id_workspace_id_pk" PRIMARY KEY("account_id","workspace_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_workspaces" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_workspaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dealer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"street" text,
	"delivery_method" text DEFAULT 'np_branch' NOT NULL,
	"np_branch" text,
	"phone" text,
	"price_group_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_manager_workspaces" ADD CONSTRAINT "dealer_manager_workspaces_account_id_admin_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_manager_workspaces" ADD CONSTRAINT "dealer_manager_workspaces_workspace_id_dealer_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."dealer_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_workspaces" ADD CONSTRAINT "dealer_workspaces_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_workspaces" ADD CONSTRAINT "dealer_workspaces_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_manager_workspaces_workspace_idx" ON "dealer_manager_workspaces" USING btree ("workspace_id","account_id");--> statement-breakpoint
CREATE INDEX "dealer_workspaces_dealer_name_idx" ON "dealer_workspaces" USING btree ("dealer_id","name","id");--> statement-breakpoint
CREATE INDEX "dealer_workspaces_name_idx" ON "dealer_workspaces" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "dealer_workspaces_price_group_idx" ON "dealer_workspaces" USING btree ("price_group_id","id");--> statement-breakpoint
CREATE INDEX "dealer_workspaces_name_trgm_idx" ON "dealer_workspaces" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dealer_workspaces_city_trgm_idx" ON "dealer_workspaces" USING gin ("city" gin_trgm_ops);