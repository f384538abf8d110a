CREATE TABLE "dealer_order_list_lines" (
	"list_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dealer_order_list_lines_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_order_lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dealer_order_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"workspace_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealer_order_list_lines" ADD CONSTRAINT "dealer_order_list_lines_list_id_dealer_order_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."dealer_order_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_order_list_lines" ADD CONSTRAINT "dealer_order_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_order_lists" ADD CONSTRAINT "dealer_order_lists_workspace_id_dealer_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."dealer_workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_order_lists" ADD CONSTRAINT "dealer_order_lists_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_order_lists_workspace_idx" ON "dealer_order_lists" USING btree ("workspace_id","id");