ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "passes" DROP CONSTRAINT "passes_status_check";--> statement-breakpoint
ALTER TABLE "scan_log" DROP CONSTRAINT "scan_log_reason_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD COLUMN "hold" text;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'completed', 'failed', 'expired', 'cancelled', 'refunded', 'awaiting_approval'));--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_status_check" CHECK ("passes"."status" in ('valid', 'cancelled', 'refunded', 'pending', 'denied', 'removed'));--> statement-breakpoint
ALTER TABLE "sandbox_sessions" ADD CONSTRAINT "sandbox_sessions_hold_check" CHECK ("sandbox_sessions"."hold" is null or "sandbox_sessions"."hold" in ('authorized', 'captured', 'released'));--> statement-breakpoint
ALTER TABLE "scan_log" ADD CONSTRAINT "scan_log_reason_check" CHECK ("scan_log"."reason" is null or "scan_log"."reason" in ('already_checked_in', 'wrong_event', 'cancelled', 'refunded', 'unknown', 'pending_approval', 'denied', 'removed'));