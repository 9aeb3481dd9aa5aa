CREATE TABLE "client_device_windows" (
	"release_name" text NOT NULL,
	"release_version" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"loaded" boolean DEFAULT false NOT NULL,
	"load_failed" boolean DEFAULT false NOT NULL,
	"errored" boolean DEFAULT false NOT NULL,
	CONSTRAINT "client_device_windows_release_name_release_version_window_start_device_pk" PRIMARY KEY("release_name","release_version","window_start","device")
);
--> statement-breakpoint
CREATE INDEX "client_device_windows_release_idx" ON "client_device_windows" USING btree ("release_name","window_start");--> statement-breakpoint
CREATE INDEX "client_device_windows_window_idx" ON "client_device_windows" USING btree ("window_start");