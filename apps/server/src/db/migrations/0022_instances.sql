CREATE TABLE "import_upload_parts" (
	"upload_id" text NOT NULL,
	"n" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "import_upload_parts_upload_id_n_pk" PRIMARY KEY("upload_id","n")
);
--> statement-breakpoint
CREATE TABLE "import_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"meta" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "runner" text;--> statement-breakpoint
ALTER TABLE "import_upload_parts" ADD CONSTRAINT "import_upload_parts_upload_id_import_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."import_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- what the statement trigger on each table some process caches runs (db/notify.ts creates the
-- triggers): every server instance hears which table changed when the write commits
CREATE OR REPLACE FUNCTION "notify_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('kramar_changes', json_build_object('table', TG_TABLE_NAME)::text);
	RETURN NULL;
END;
$$;
