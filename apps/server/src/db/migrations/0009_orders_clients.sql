CREATE TABLE "customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"extra_phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"birthday" date,
	"notes" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"orders_count" integer,
	"total_spent" bigint,
	"last_order_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" integer,
	"source" text DEFAULT 'phone' NOT NULL,
	"customer_id" bigint,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"promo_code" text,
	"delivery_method" text DEFAULT 'np_branch' NOT NULL,
	"delivery_city" text,
	"delivery_branch" text,
	"delivery_address" text,
	"tracking_number" text,
	"delivery_cost" bigint DEFAULT 0 NOT NULL,
	"payment_method" text DEFAULT 'cod' NOT NULL,
	"credit_program_id" bigint,
	"status_id" bigint,
	"manager_id" bigint,
	"customer_comment" text,
	"internal_note" text,
	"items_total" bigint,
	"discount_total" bigint,
	"total" bigint,
	"monthly_payment" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"product_id" bigint,
	"page_url" text,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"manager_id" bigint,
	"note" text,
	"handled_at" timestamp with time zone,
	"handled_by" bigint,
	"customer_id" bigint,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint,
	"author" text NOT NULL,
	"customer_id" bigint,
	"rating" integer NOT NULL,
	"text" text,
	"pros" text,
	"cons" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "orders_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"product_id" bigint NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"title" text,
	"price" bigint,
	"discount" bigint DEFAULT 0
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviews_count" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_credit_program_id_credit_programs_id_fk" FOREIGN KEY ("credit_program_id") REFERENCES "public"."credit_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_id_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."order_statuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_manager_id_admin_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_manager_id_admin_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_handled_by_admin_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers_addresses" ADD CONSTRAINT "customers_addresses_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_owner_id_orders_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders_items" ADD CONSTRAINT "orders_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_name_sort_idx" ON "customers" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customers_name_trgm_idx" ON "customers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_phone_sort_idx" ON "customers" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_email_sort_idx" ON "customers" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_birthday_sort_idx" ON "customers" USING btree ("birthday","id");--> statement-breakpoint
CREATE INDEX "customers_marketing_consent_idx" ON "customers" USING btree ("marketing_consent");--> statement-breakpoint
CREATE INDEX "customers_orders_count_sort_idx" ON "customers" USING btree ("orders_count","id");--> statement-breakpoint
CREATE INDEX "customers_total_spent_sort_idx" ON "customers" USING btree ("total_spent","id");--> statement-breakpoint
CREATE INDEX "customers_last_order_at_sort_idx" ON "customers" USING btree ("last_order_at","id");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_number_sort_idx" ON "orders" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "orders_source_idx" ON "orders" USING btree ("source");--> statement-breakpoint
CREATE INDEX "orders_customer_id_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_phone_trgm_idx" ON "orders" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_promo_code_trgm_idx" ON "orders" USING gin ("promo_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_delivery_method_idx" ON "orders" USING btree ("delivery_method");--> statement-breakpoint
CREATE INDEX "orders_tracking_number_trgm_idx" ON "orders" USING gin ("tracking_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_payment_method_idx" ON "orders" USING btree ("payment_method");--> statement-breakpoint
CREATE INDEX "orders_credit_program_id_idx" ON "orders" USING btree ("credit_program_id");--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "orders_manager_id_idx" ON "orders" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "orders_total_sort_idx" ON "orders" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "orders_status_id_created_at_idx" ON "orders" USING btree ("status_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_manager_id_created_at_idx" ON "orders" USING btree ("manager_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_id_created_at_idx" ON "orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "requests_name_sort_idx" ON "requests" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "requests_name_trgm_idx" ON "requests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_phone_trgm_idx" ON "requests" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_product_id_idx" ON "requests" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "requests_status_sort_idx" ON "requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "requests_manager_id_idx" ON "requests" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "requests_handled_at_sort_idx" ON "requests" USING btree ("handled_at","id");--> statement-breakpoint
CREATE INDEX "requests_handled_by_idx" ON "requests" USING btree ("handled_by");--> statement-breakpoint
CREATE INDEX "requests_customer_id_idx" ON "requests" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "requests_order_id_idx" ON "requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "requests_status_created_at_idx" ON "requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_created_at_idx" ON "requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "requests_updated_at_idx" ON "requests" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "reviews_product_id_idx" ON "reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reviews_author_sort_idx" ON "reviews" USING btree ("author","id");--> statement-breakpoint
CREATE INDEX "reviews_author_trgm_idx" ON "reviews" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_customer_id_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "reviews_rating_sort_idx" ON "reviews" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "reviews_text_trgm_idx" ON "reviews" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_status_sort_idx" ON "reviews" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "reviews_status_created_at_idx" ON "reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_product_id_status_idx" ON "reviews" USING btree ("product_id","status","id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "customers_addresses_owner_idx" ON "customers_addresses" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "orders_items_owner_idx" ON "orders_items" USING btree ("owner_id","position");--> statement-breakpoint
CREATE INDEX "orders_items_product_id_idx" ON "orders_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_rating_sort_idx" ON "products" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "products_reviews_count_sort_idx" ON "products" USING btree ("reviews_count","id");