ALTER TABLE "orders" ADD COLUMN "dealer_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_dealer_id_idx" ON "orders" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "orders_dealer_id_created_at_idx" ON "orders" USING btree ("dealer_id","created_at","id");--> statement-breakpoint
-- the dealer orders placed before the column: their company, from the link table
UPDATE "orders" o SET "dealer_id" = x."dealer_id" FROM "dealer_orders" x WHERE x."order_id" = o."id";