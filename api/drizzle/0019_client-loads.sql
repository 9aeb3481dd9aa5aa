CREATE TABLE "client_loads" (
	"release_name" text NOT NULL,
	"release_version" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"loads" integer NOT NULL,
	CONSTRAINT "client_loads_release_name_release_version_hour_pk" PRIMARY KEY("release_name","release_version","hour")
);
--> statement-breakpoint
CREATE INDEX "client_loads_hour_idx" ON "client_loads" USING btree ("hour");