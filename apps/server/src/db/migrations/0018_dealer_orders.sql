CREATE TABLE "dealer_draft_lines" (
	"workspace_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_draft_lines_workspace_id_product_id_pk" PRIMARY KEY("workspace_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_order_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"new_status_id" bigint,
	"cancel_status_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancel_status_id" bigint,
	"payment_methods" jsonb DEFAULT '["bank_transfer"]'::jsonb NOT NULL,
	"exact_stock" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"dealer_id" bigint NOT NULL,
	"workspace_id" bigint NOT NULL,
	"placed_by" bigint
);
--> statement-breakpoint
ALTER TABLE "dealer_draft_lines" ADD CONSTRAINT "dealer_draft_lines_workspace_id_dealer_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."dealer_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_draft_lines" ADD CONSTRAINT "dealer_draft_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_order_settings" ADD CONSTRAINT "dealer_order_settings_new_status_id_order_statuses_id_fk" FOREIGN KEY ("new_status_id") REFERENCES "public"."order_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_order_settings" ADD CONSTRAINT "dealer_order_settings_cancel_status_id_order_statuses_id_fk" FOREIGN KEY ("cancel_status_id") REFERENCES "public"."order_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_orders" ADD CONSTRAINT "dealer_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_orders" ADD CONSTRAINT "dealer_orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_orders" ADD CONSTRAINT "dealer_orders_workspace_id_dealer_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."dealer_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_orders" ADD CONSTRAINT "dealer_orders_placed_by_admin_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_orders_dealer_idx" ON "dealer_orders" USING btree ("dealer_id","order_id");--> statement-breakpoint
CREATE INDEX "dealer_orders_workspace_idx" ON "dealer_orders" USING btree ("workspace_id","order_id");