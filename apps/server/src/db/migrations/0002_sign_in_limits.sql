CREATE TABLE "auth_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_seconds" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_at" timestamp with time zone,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;