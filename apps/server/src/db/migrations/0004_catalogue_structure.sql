CREATE TABLE "attributes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"code" text NOT NULL,
	"data_type" text DEFAULT 'string' NOT NULL,
	"unit" bigint,
	"description" text,
	"admin_description" text,
	"range" boolean DEFAULT false NOT NULL,
	"multiple" boolean DEFAULT false NOT NULL,
	"in_range" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attribute_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"parent" bigint,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"in_menu" boolean DEFAULT true NOT NULL,
	"image" text,
	"description" text,
	"h1" text,
	"meta_title" text,
	"meta_description" text,
	"seo_text" text,
	"depth" integer DEFAULT 0 NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes_values" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attributes_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "attribute_groups_attributes" (
	"owner_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "attribute_groups_attributes_owner_id_target_id_pk" PRIMARY KEY("owner_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "categories_attributes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_attributes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"attribute" bigint NOT NULL,
	"filter" boolean DEFAULT true NOT NULL,
	"required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_unit_units_id_fk" FOREIGN KEY ("unit") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_categories_id_fk" FOREIGN KEY ("parent") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes_values" ADD CONSTRAINT "attributes_values_owner_id_attributes_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_groups_attributes" ADD CONSTRAINT "attribute_groups_attributes_owner_id_attribute_groups_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."attribute_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_groups_attributes" ADD CONSTRAINT "attribute_groups_attributes_target_id_attributes_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories_attributes" ADD CONSTRAINT "categories_attributes_owner_id_categories_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories_attributes" ADD CONSTRAINT "categories_attributes_attribute_attributes_id_fk" FOREIGN KEY ("attribute") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attributes_title_sort_idx" ON "attributes" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "attributes_title_trgm_idx" ON "attributes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_code_unique" ON "attributes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "attributes_code_sort_idx" ON "attributes" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "attributes_code_trgm_idx" ON "attributes" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attributes_data_type_idx" ON "attributes" USING btree ("data_type");--> statement-breakpoint
CREATE INDEX "attributes_unit_idx" ON "attributes" USING btree ("unit");--> statement-breakpoint
CREATE INDEX "attributes_range_idx" ON "attributes" USING btree ("range");--> statement-breakpoint
CREATE INDEX "attributes_status_sort_idx" ON "attributes" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "attributes_position_sort_idx" ON "attributes" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "attributes_created_at_idx" ON "attributes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "attributes_updated_at_idx" ON "attributes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_groups_title_unique" ON "attribute_groups" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "attribute_groups_title_sort_idx" ON "attribute_groups" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "attribute_groups_title_trgm_idx" ON "attribute_groups" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attribute_groups_position_sort_idx" ON "attribute_groups" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "attribute_groups_created_at_idx" ON "attribute_groups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "attribute_groups_updated_at_idx" ON "attribute_groups" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "categories_path_idx" ON "categories" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "categories_title_sort_idx" ON "categories" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "categories_title_trgm_idx" ON "categories" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_unique" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "categories_position_sort_idx" ON "categories" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "categories_status_sort_idx" ON "categories" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "categories_in_menu_idx" ON "categories" USING btree ("in_menu");--> statement-breakpoint
CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "attributes_values_owner_idx" ON "attributes_values" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "attribute_groups_attributes_target_idx" ON "attribute_groups_attributes" USING btree ("target_id","owner_id");--> statement-breakpoint
CREATE INDEX "categories_attributes_owner_idx" ON "categories_attributes" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "categories_attributes_attribute_idx" ON "categories_attributes" USING btree ("attribute");