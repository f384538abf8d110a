CREATE TABLE "category_filter_seo" (
	"category_id" bigint PRIMARY KEY NOT NULL,
	"h1" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_filter_seo_values" (
	"category_id" bigint NOT NULL,
	"value_id" bigint NOT NULL,
	"h1" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_filter_seo_values_category_id_value_id_pk" PRIMARY KEY("category_id","value_id")
);
--> statement-breakpoint
ALTER TABLE "category_filter_seo" ADD CONSTRAINT "category_filter_seo_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_filter_seo_values" ADD CONSTRAINT "category_filter_seo_values_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_filter_seo_values" ADD CONSTRAINT "category_filter_seo_values_value_id_attributes_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."attributes_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_filter_seo_values_value_idx" ON "category_filter_seo_values" USING btree ("value_id");