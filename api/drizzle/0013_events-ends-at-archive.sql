-- When an event counts as ended: its end time, or 6 hours after its start (ASSUMED_EVENT_DURATION).
-- Immutable (adding hours to a timestamptz does not depend on the time zone), as a generated column needs.
CREATE FUNCTION event_ends_at(start_time timestamptz, end_time timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(end_time, start_time + interval '6 hours');--> statement-breakpoint
DROP INDEX "events_start_time_id_idx";--> statement-breakpoint
DROP INDEX "events_search_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp (0) with time zone GENERATED ALWAYS AS (event_ends_at(start_time, end_time)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "events_live_start_time_id_idx" ON "events" USING btree ("start_time","id") WHERE not "events"."archived";--> statement-breakpoint
CREATE INDEX "events_live_ends_at_idx" ON "events" USING btree ("ends_at") WHERE not "events"."archived";--> statement-breakpoint
CREATE INDEX "events_live_search_idx" ON "events" USING gin ((setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', coalesce("location_name", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '')), 'B') || setweight(to_tsvector('simple', coalesce("description", '')), 'C'))) WHERE not "events"."archived";--> statement-breakpoint
-- Archived means ended: an event whose times change is live again until the archive sweep sees it.
CREATE FUNCTION events_unarchive_on_new_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.archived := false;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER events_unarchive_on_new_times BEFORE UPDATE OF start_time, end_time ON events
  FOR EACH ROW WHEN (NEW.start_time IS DISTINCT FROM OLD.start_time OR NEW.end_time IS DISTINCT FROM OLD.end_time)
  EXECUTE FUNCTION events_unarchive_on_new_times();
