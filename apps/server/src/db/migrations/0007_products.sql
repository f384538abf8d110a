CREATE TABLE "product_kits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_kits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"product" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"full_total" bigint,
	"total" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"ean" text,
	"category" bigint,
	"brand" bigint,
	"color" bigint,
	"availability" text DEFAULT 'in_stock' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"price" bigint NOT NULL,
	"old_price" bigint,
	"quantity" integer DEFAULT 0 NOT NULL,
	"warranty_months" integer,
	"weight" numeric(15, 3),
	"length" numeric(15, 1),
	"width" numeric(15, 1),
	"height" numeric(15, 1),
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"short_description" text,
	"description" text,
	"h1" text,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products_sandbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_sandbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"sku" text NOT NULL,
	"ean" text,
	"category" bigint,
	"brand" bigint,
	"color" bigint,
	"availability" text DEFAULT 'in_stock' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"price" bigint NOT NULL,
	"old_price" bigint,
	"quantity" integer DEFAULT 0 NOT NULL,
	"warranty_months" integer,
	"weight" numeric(15, 3),
	"length" numeric(15, 1),
	"width" numeric(15, 1),
	"height" numeric(15, 1),
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"short_description" text,
	"description" text,
	"h1" text,
	"meta_title" text,
	"meta_description" text,
	"source" text,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_kits_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_kits_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"product" bigint NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"discount" numeric(15, 2),
	"price" bigint
);
--> statement-breakpoint
CREATE TABLE "products_labels" (
	"owner_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "products_labels_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "products_attribute_values" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_attribute_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"attribute" bigint NOT NULL,
	"value" integer,
	"number" numeric(15, 4),
	"text" text,
	"flag" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products_categories" (
	"owner_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "products_categories_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "products_sandbox_labels" (
	"owner_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "products_sandbox_labels_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "products_sandbox_attribute_values" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_sandbox_attribute_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"attribute" bigint NOT NULL,
	"value" integer,
	"number" numeric(15, 4),
	"text" text,
	"flag" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_kits" ADD CONSTRAINT "product_kits_product_products_id_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_color_colors_id_fk" FOREIGN KEY ("color") REFERENCES "public"."colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_sandbox" ADD CONSTRAINT "products_sandbox_category_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_sandbox" ADD CONSTRAINT "products_sandbox_brand_brands_id_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_sandbox" ADD CONSTRAINT "products_sandbox_color_colors_id_fk" FOREIGN KEY ("color") REFERENCES "public"."colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_kits_items" ADD CONSTRAINT "product_kits_items_owner_id_product_kits_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."product_kits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_kits_items" ADD CONSTRAINT "product_kits_items_product_products_id_fk" FOREIGN KEY ("product") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_labels" ADD CONSTRAINT "products_labels_owner_id_products_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_labels" ADD CONSTRAINT "products_labels_target_id_product_labels_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."product_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_attribute_values" ADD CONSTRAINT "products_attribute_values_owner_id_products_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_attribute_values" ADD CONSTRAINT "products_attribute_values_attribute_attributes_id_fk" FOREIGN KEY ("attribute") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_categories" ADD CONSTRAINT "products_categories_owner_id_products_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_categories" ADD CONSTRAINT "products_categories_target_id_categories_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_sandbox_labels" ADD CONSTRAINT "products_sandbox_labels_owner_id_products_sandbox_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."products_sandbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_sandbox_labels" ADD CONSTRAINT "products_sandbox_labels_target_id_product_labels_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."product_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_sandbox_attribute_values" ADD CONSTRAINT "products_sandbox_attribute_values_owner_id_products_sandbox_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."products_sandbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products_sandbox_attribute_values" ADD CONSTRAINT "products_sandbox_attribute_values_attribute_attributes_id_fk" FOREIGN KEY ("attribute") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_kits_title_sort_idx" ON "product_kits" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "product_kits_title_trgm_idx" ON "product_kits" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_kits_product_idx" ON "product_kits" USING btree ("product");--> statement-breakpoint
CREATE INDEX "product_kits_starts_at_sort_idx" ON "product_kits" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "product_kits_ends_at_sort_idx" ON "product_kits" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "product_kits_status_sort_idx" ON "product_kits" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "product_kits_position_sort_idx" ON "product_kits" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "product_kits_product_position_idx" ON "product_kits" USING btree ("product","position","id");--> statement-breakpoint
CREATE INDEX "product_kits_created_at_idx" ON "product_kits" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_kits_updated_at_idx" ON "product_kits" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_sku_sort_idx" ON "products" USING btree ("sku","id");--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_ean_trgm_idx" ON "products" USING gin ("ean" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_color_idx" ON "products" USING btree ("color");--> statement-breakpoint
CREATE INDEX "products_availability_sort_idx" ON "products" USING btree ("availability","id");--> statement-breakpoint
CREATE INDEX "products_status_sort_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_price_sort_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_old_price_idx" ON "products" USING btree ("old_price");--> statement-breakpoint
CREATE INDEX "products_quantity_sort_idx" ON "products" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price","id");--> statement-breakpoint
CREATE INDEX "products_category_quantity_idx" ON "products" USING btree ("category","quantity","id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_name_sort_idx" ON "products_sandbox" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_name_trgm_idx" ON "products_sandbox" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "products_sandbox_slug_unique" ON "products_sandbox" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sandbox_sku_unique" ON "products_sandbox" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_sandbox_sku_sort_idx" ON "products_sandbox" USING btree ("sku","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_sku_trgm_idx" ON "products_sandbox" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sandbox_ean_trgm_idx" ON "products_sandbox" USING gin ("ean" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sandbox_category_idx" ON "products_sandbox" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_sandbox_brand_idx" ON "products_sandbox" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_sandbox_color_idx" ON "products_sandbox" USING btree ("color");--> statement-breakpoint
CREATE INDEX "products_sandbox_availability_sort_idx" ON "products_sandbox" USING btree ("availability","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_status_sort_idx" ON "products_sandbox" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_price_sort_idx" ON "products_sandbox" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_old_price_idx" ON "products_sandbox" USING btree ("old_price");--> statement-breakpoint
CREATE INDEX "products_sandbox_quantity_sort_idx" ON "products_sandbox" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_source_sort_idx" ON "products_sandbox" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_source_trgm_idx" ON "products_sandbox" USING gin ("source" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sandbox_category_price_idx" ON "products_sandbox" USING btree ("category","price","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_category_quantity_idx" ON "products_sandbox" USING btree ("category","quantity","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_created_at_idx" ON "products_sandbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_sandbox_updated_at_idx" ON "products_sandbox" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "product_kits_items_owner_idx" ON "product_kits_items" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "product_kits_items_product_idx" ON "product_kits_items" USING btree ("product");--> statement-breakpoint
CREATE INDEX "products_labels_target_idx" ON "products_labels" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "products_attribute_values_owner_idx" ON "products_attribute_values" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "products_attribute_values_attribute_idx" ON "products_attribute_values" USING btree ("attribute");--> statement-breakpoint
CREATE INDEX "products_attribute_values_attribute_value_owner_id_idx" ON "products_attribute_values" USING btree ("attribute","value","owner_id");--> statement-breakpoint
CREATE INDEX "products_attribute_values_attribute_number_owner_id_idx" ON "products_attribute_values" USING btree ("attribute","number","owner_id");--> statement-breakpoint
CREATE INDEX "products_categories_target_idx" ON "products_categories" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "products_sandbox_labels_target_idx" ON "products_sandbox_labels" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "products_sandbox_attribute_values_owner_idx" ON "products_sandbox_attribute_values" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "products_sandbox_attribute_values_attribute_idx" ON "products_sandbox_attribute_values" USING btree ("attribute");--> statement-breakpoint
CREATE INDEX "products_sandbox_attribute_values_attribute_value_owner_id_idx" ON "products_sandbox_attribute_values" USING btree ("attribute","value","owner_id");--> statement-breakpoint
CREATE INDEX "products_sandbox_attribute_values_attribute_number_owner_id_idx" ON "products_sandbox_attribute_values" USING btree ("attribute","number","owner_id");--> statement-breakpoint
-- by hand: a select value that goes leaves the products that held it (drizzle knows no key to a child table)
ALTER TABLE "products_attribute_values" ADD CONSTRAINT "products_attribute_values_value_fk" FOREIGN KEY ("value") REFERENCES "public"."attributes_values"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "products_sandbox_attribute_values" ADD CONSTRAINT "products_sandbox_attribute_values_value_fk" FOREIGN KEY ("value") REFERENCES "public"."attributes_values"("id") ON DELETE cascade;
