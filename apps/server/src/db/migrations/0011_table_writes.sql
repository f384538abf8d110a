CREATE TABLE "table_writes" (
	"table_name" text NOT NULL,
	"backend" integer NOT NULL,
	"writes" bigint NOT NULL,
	CONSTRAINT "table_writes_table_name_backend_pk" PRIMARY KEY("table_name","backend")
);

--> statement-breakpoint
-- what the statement trigger on every resource table runs (crud/table-writes.ts creates the triggers)
CREATE OR REPLACE FUNCTION "count_table_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "table_writes" ("table_name", "backend", "writes") VALUES (TG_TABLE_NAME, pg_backend_pid(), 1)
	ON CONFLICT ("table_name", "backend") DO UPDATE SET "writes" = "table_writes"."writes" + 1;
	RETURN NULL;
END;
$$;
