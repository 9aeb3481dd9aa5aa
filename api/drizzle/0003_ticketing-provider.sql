CREATE TABLE "sandbox_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"summary" jsonb NOT NULL,
	"payment_reference" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_sessions_status_check" CHECK ("sandbox_sessions"."status" in ('open', 'paid', 'canceled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_account_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;