CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"resource" text NOT NULL,
	"record_id" bigint NOT NULL,
	"action" text NOT NULL,
	"user_id" bigint,
	"user_name" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"body" text,
	"image" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"image_desktop" text NOT NULL,
	"image_mobile" text,
	"link" text,
	"placement" text DEFAULT 'home_top' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"site_url" text,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "colors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_programs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"bank_id" bigint,
	"months" integer NOT NULL,
	"rate" numeric(15, 2) DEFAULT 0 NOT NULL,
	"min_amount" bigint,
	"max_amount" bigint,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text NOT NULL,
	"symbol" text NOT NULL,
	"rate" numeric(15, 4) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interactive_sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interactive_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"type" text DEFAULT 'carousel' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"body" text,
	"image" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_statuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"code" text NOT NULL,
	"color" text DEFAULT '#9e9e9e' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"notify_customer" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text,
	"body" text,
	"image" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"meta_title" text,
	"meta_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"logo" text,
	"site_url" text,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_labels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"background_color" text DEFAULT '#e53935' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"active_from" date,
	"active_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"discount_value" numeric(15, 2) NOT NULL,
	"min_order_amount" bigint,
	"usage_limit" integer,
	"usage_limit_per_customer" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_urls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirect_urls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from_path" text NOT NULL,
	"target" text NOT NULL,
	"code" text DEFAULT '301' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seo_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"h1" text,
	"meta_title" text,
	"meta_description" text,
	"seo_text" text,
	"canonical" text,
	"robots" text DEFAULT 'index,follow' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synonyms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"synonyms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"suffix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"video_url" text NOT NULL,
	"preview" text,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_programs" ADD CONSTRAINT "credit_programs_bank_id_partners_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "actions_title_sort_idx" ON "actions" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "actions_title_trgm_idx" ON "actions" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "actions_slug_unique" ON "actions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "actions_starts_at_sort_idx" ON "actions" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "actions_ends_at_sort_idx" ON "actions" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "actions_status_sort_idx" ON "actions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "actions_published_at_sort_idx" ON "actions" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "actions_created_at_idx" ON "actions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "actions_updated_at_idx" ON "actions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "banners_title_sort_idx" ON "banners" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "banners_title_trgm_idx" ON "banners" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "banners_placement_sort_idx" ON "banners" USING btree ("placement","id");--> statement-breakpoint
CREATE INDEX "banners_starts_at_sort_idx" ON "banners" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "banners_ends_at_sort_idx" ON "banners" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "banners_position_sort_idx" ON "banners" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "banners_status_sort_idx" ON "banners" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_unique" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brands_name_sort_idx" ON "brands" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_unique" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "brands_slug_sort_idx" ON "brands" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "brands_slug_trgm_idx" ON "brands" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "brands_updated_at_idx" ON "brands" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "colors_name_unique" ON "colors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "colors_name_sort_idx" ON "colors" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "colors_name_trgm_idx" ON "colors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "colors_hex_sort_idx" ON "colors" USING btree ("hex","id");--> statement-breakpoint
CREATE INDEX "colors_created_at_idx" ON "colors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "colors_updated_at_idx" ON "colors" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_programs_title_unique" ON "credit_programs" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "credit_programs_title_sort_idx" ON "credit_programs" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "credit_programs_title_trgm_idx" ON "credit_programs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "credit_programs_bank_id_idx" ON "credit_programs" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "credit_programs_months_sort_idx" ON "credit_programs" USING btree ("months","id");--> statement-breakpoint
CREATE INDEX "credit_programs_rate_sort_idx" ON "credit_programs" USING btree ("rate","id");--> statement-breakpoint
CREATE INDEX "credit_programs_min_amount_sort_idx" ON "credit_programs" USING btree ("min_amount","id");--> statement-breakpoint
CREATE INDEX "credit_programs_max_amount_sort_idx" ON "credit_programs" USING btree ("max_amount","id");--> statement-breakpoint
CREATE INDEX "credit_programs_status_sort_idx" ON "credit_programs" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "credit_programs_created_at_idx" ON "credit_programs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "credit_programs_updated_at_idx" ON "credit_programs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_unique" ON "currencies" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "currencies_code_sort_idx" ON "currencies" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "currencies_code_trgm_idx" ON "currencies" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currencies_title_sort_idx" ON "currencies" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "currencies_title_trgm_idx" ON "currencies" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currencies_rate_sort_idx" ON "currencies" USING btree ("rate","id");--> statement-breakpoint
CREATE INDEX "currencies_is_default_idx" ON "currencies" USING btree ("is_default");--> statement-breakpoint
CREATE INDEX "currencies_created_at_idx" ON "currencies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "currencies_updated_at_idx" ON "currencies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "interactive_sections_title_sort_idx" ON "interactive_sections" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "interactive_sections_title_trgm_idx" ON "interactive_sections" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interactive_sections_type_sort_idx" ON "interactive_sections" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "interactive_sections_position_sort_idx" ON "interactive_sections" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "interactive_sections_status_sort_idx" ON "interactive_sections" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "interactive_sections_created_at_idx" ON "interactive_sections" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "interactive_sections_updated_at_idx" ON "interactive_sections" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "news_title_sort_idx" ON "news" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "news_title_trgm_idx" ON "news" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "news_slug_unique" ON "news" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_status_sort_idx" ON "news" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "news_published_at_sort_idx" ON "news" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_statuses_title_unique" ON "order_statuses" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "order_statuses_title_sort_idx" ON "order_statuses" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "order_statuses_title_trgm_idx" ON "order_statuses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "order_statuses_code_unique" ON "order_statuses" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "order_statuses_code_sort_idx" ON "order_statuses" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "order_statuses_code_trgm_idx" ON "order_statuses" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_statuses_position_sort_idx" ON "order_statuses" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "order_statuses_is_final_idx" ON "order_statuses" USING btree ("is_final");--> statement-breakpoint
CREATE INDEX "order_statuses_notify_customer_idx" ON "order_statuses" USING btree ("notify_customer");--> statement-breakpoint
CREATE INDEX "order_statuses_created_at_idx" ON "order_statuses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_statuses_updated_at_idx" ON "order_statuses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "pages_title_sort_idx" ON "pages" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "pages_title_trgm_idx" ON "pages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_unique" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "pages_slug_sort_idx" ON "pages" USING btree ("slug","id");--> statement-breakpoint
CREATE INDEX "pages_slug_trgm_idx" ON "pages" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_status_sort_idx" ON "pages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "pages_published_at_sort_idx" ON "pages" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_pages_question_unique" ON "faq_pages" USING btree (lower("question"));--> statement-breakpoint
CREATE INDEX "faq_pages_question_sort_idx" ON "faq_pages" USING btree ("question","id");--> statement-breakpoint
CREATE INDEX "faq_pages_question_trgm_idx" ON "faq_pages" USING gin ("question" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "faq_pages_position_sort_idx" ON "faq_pages" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "faq_pages_status_sort_idx" ON "faq_pages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "faq_pages_created_at_idx" ON "faq_pages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "faq_pages_updated_at_idx" ON "faq_pages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_title_unique" ON "partners" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "partners_title_sort_idx" ON "partners" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "partners_title_trgm_idx" ON "partners" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_status_sort_idx" ON "partners" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "partners_updated_at_idx" ON "partners" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_labels_title_unique" ON "product_labels" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "product_labels_title_sort_idx" ON "product_labels" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "product_labels_title_trgm_idx" ON "product_labels" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_labels_priority_sort_idx" ON "product_labels" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "product_labels_active_from_sort_idx" ON "product_labels" USING btree ("active_from","id");--> statement-breakpoint
CREATE INDEX "product_labels_active_to_sort_idx" ON "product_labels" USING btree ("active_to","id");--> statement-breakpoint
CREATE INDEX "product_labels_created_at_idx" ON "product_labels" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "product_labels_updated_at_idx" ON "product_labels" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_code_sort_idx" ON "promo_codes" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "promo_codes_code_trgm_idx" ON "promo_codes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promo_codes_discount_type_idx" ON "promo_codes" USING btree ("discount_type");--> statement-breakpoint
CREATE INDEX "promo_codes_discount_value_sort_idx" ON "promo_codes" USING btree ("discount_value","id");--> statement-breakpoint
CREATE INDEX "promo_codes_min_order_amount_sort_idx" ON "promo_codes" USING btree ("min_order_amount","id");--> statement-breakpoint
CREATE INDEX "promo_codes_starts_at_sort_idx" ON "promo_codes" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "promo_codes_ends_at_sort_idx" ON "promo_codes" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "promo_codes_status_sort_idx" ON "promo_codes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "promo_codes_created_at_idx" ON "promo_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "promo_codes_updated_at_idx" ON "promo_codes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_urls_from_path_unique" ON "redirect_urls" USING btree (lower("from_path"));--> statement-breakpoint
CREATE INDEX "redirect_urls_from_path_sort_idx" ON "redirect_urls" USING btree ("from_path","id");--> statement-breakpoint
CREATE INDEX "redirect_urls_from_path_trgm_idx" ON "redirect_urls" USING gin ("from_path" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "redirect_urls_target_sort_idx" ON "redirect_urls" USING btree ("target","id");--> statement-breakpoint
CREATE INDEX "redirect_urls_target_trgm_idx" ON "redirect_urls" USING gin ("target" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "redirect_urls_code_sort_idx" ON "redirect_urls" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "redirect_urls_created_at_idx" ON "redirect_urls" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "redirect_urls_updated_at_idx" ON "redirect_urls" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_pages_url_unique" ON "seo_pages" USING btree (lower("url"));--> statement-breakpoint
CREATE INDEX "seo_pages_url_sort_idx" ON "seo_pages" USING btree ("url","id");--> statement-breakpoint
CREATE INDEX "seo_pages_url_trgm_idx" ON "seo_pages" USING gin ("url" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seo_pages_h1_sort_idx" ON "seo_pages" USING btree ("h1","id");--> statement-breakpoint
CREATE INDEX "seo_pages_h1_trgm_idx" ON "seo_pages" USING gin ("h1" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seo_pages_meta_title_trgm_idx" ON "seo_pages" USING gin ("meta_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seo_pages_robots_idx" ON "seo_pages" USING btree ("robots");--> statement-breakpoint
CREATE INDEX "seo_pages_created_at_idx" ON "seo_pages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "seo_pages_updated_at_idx" ON "seo_pages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "synonyms_term_unique" ON "synonyms" USING btree (lower("term"));--> statement-breakpoint
CREATE INDEX "synonyms_term_sort_idx" ON "synonyms" USING btree ("term","id");--> statement-breakpoint
CREATE INDEX "synonyms_term_trgm_idx" ON "synonyms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "synonyms_created_at_idx" ON "synonyms" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "synonyms_updated_at_idx" ON "synonyms" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_title_unique" ON "units" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "units_title_sort_idx" ON "units" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "units_title_trgm_idx" ON "units" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_suffix_sort_idx" ON "units" USING btree ("suffix","id");--> statement-breakpoint
CREATE INDEX "units_suffix_trgm_idx" ON "units" USING gin ("suffix" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_created_at_idx" ON "units" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "units_updated_at_idx" ON "units" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "video_items_title_sort_idx" ON "video_items" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "video_items_title_trgm_idx" ON "video_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "video_items_position_sort_idx" ON "video_items" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "video_items_status_sort_idx" ON "video_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "video_items_created_at_idx" ON "video_items" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "video_items_updated_at_idx" ON "video_items" USING btree ("updated_at","id");