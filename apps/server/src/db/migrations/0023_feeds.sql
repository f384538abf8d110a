CREATE TABLE "feeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"format" text DEFAULT 'google_merchant' NOT NULL,
	"base_url" text NOT NULL,
	"product_statuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"in_stock_only" boolean DEFAULT false NOT NULL,
	"price_rule" text DEFAULT 'none' NOT NULL,
	"price_percent" numeric(15, 2),
	"rounding" text DEFAULT 'none' NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"csv_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"schedule" text DEFAULT 'manual' NOT NULL,
	"daily_at" text,
	"status" text DEFAULT 'active' NOT NULL,
	"token" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_size" integer,
	"last_items" integer,
	"last_skipped" integer,
	"skipped_no_price" integer,
	"skipped_no_picture" integer,
	"skipped_not_in_stock" integer,
	"skipped_invalid_gtin" integer,
	"last_error" text,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds_categories" (
	"owner_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "feeds_categories_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "feeds_brands" (
	"owner_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "feeds_brands_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "feeds_categories" ADD CONSTRAINT "feeds_categories_owner_id_feeds_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds_categories" ADD CONSTRAINT "feeds_categories_target_id_categories_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds_brands" ADD CONSTRAINT "feeds_brands_owner_id_feeds_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds_brands" ADD CONSTRAINT "feeds_brands_target_id_brands_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feeds_name_sort_idx" ON "feeds" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "feeds_name_trgm_idx" ON "feeds" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feeds_format_idx" ON "feeds" USING btree ("format");--> statement-breakpoint
CREATE INDEX "feeds_status_sort_idx" ON "feeds" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "feeds_last_finished_at_sort_idx" ON "feeds" USING btree ("last_finished_at","id");--> statement-breakpoint
CREATE INDEX "feeds_created_at_idx" ON "feeds" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feeds_updated_at_idx" ON "feeds" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "feeds_categories_target_idx" ON "feeds_categories" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "feeds_brands_target_idx" ON "feeds_brands" USING btree ("target_id","owner_id");