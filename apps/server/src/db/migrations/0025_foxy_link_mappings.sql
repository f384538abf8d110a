CREATE TABLE "partner_sync_tokens" (
	"partner_id" bigint PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "foxy_link_mappings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "foxy_link_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"partner" bigint,
	"product" bigint,
	"partner_sku" text NOT NULL,
	"product_url" text,
	"sync_state" text,
	"synced_at" timestamp with time zone,
	"sync_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "sync_url" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "sync_token_hint" text;--> statement-breakpoint
ALTER TABLE "partner_sync_tokens" ADD CONSTRAINT "partner_sync_tokens_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foxy_link_mappings" ADD CONSTRAINT "foxy_link_mappings_partner_partners_id_fk" FOREIGN KEY ("partner") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foxy_link_mappings" ADD CONSTRAINT "foxy_link_mappings_product_products_id_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foxy_link_mappings_partner_idx" ON "foxy_link_mappings" USING btree ("partner");--> statement-breakpoint
CREATE INDEX "foxy_link_mappings_product_idx" ON "foxy_link_mappings" USING btree ("product");--> statement-breakpoint
CREATE UNIQUE INDEX "foxy_link_mappings_partner_sku_unique" ON "foxy_link_mappings" USING btree ("partner",lower("partner_sku"));--> statement-breakpoint
CREATE INDEX "foxy_link_mappings_partner_sku_sort_idx" ON "foxy_link_mappings" USING btree ("partner_sku","id");--> statement-breakpoint
CREATE INDEX "foxy_link_mappings_partner_sku_trgm_idx" ON "foxy_link_mappings" USING gin ("partner_sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "foxy_link_mappings_sync_state_idx" ON "foxy_link_mappings" USING btree ("sync_state");--> statement-breakpoint
CREATE INDEX "foxy_link_mappings_synced_at_sort_idx" ON "foxy_link_mappings" USING btree ("synced_at","id");--> statement-breakpoint
CREATE INDEX "foxy_link_mappings_partner_sync_state_idx" ON "foxy_link_mappings" USING btree ("partner","sync_state","id");--> statement-breakpoint
CREATE INDEX "foxy_link_mappings_created_at_idx" ON "foxy_link_mappings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "foxy_link_mappings_updated_at_idx" ON "foxy_link_mappings" USING btree ("updated_at","id");