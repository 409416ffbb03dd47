CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text NOT NULL,
	CONSTRAINT "audit_events_kind_check" CHECK ("audit_events"."kind" in ('sign-in', 'user-approved', 'user-revoked', 'admin-granted', 'admin-removed', 'analysis-created', 'analysis-exported', 'analysis-deleted')),
	CONSTRAINT "audit_events_target_type_check" CHECK ("audit_events"."target_type" in ('user', 'analysis')),
	CONSTRAINT "audit_events_actor_check" CHECK (("audit_events"."actor_id" is null) = ("audit_events"."actor_email" is null))
);
--> statement-breakpoint
CREATE INDEX "audit_events_occurred_at_id_idx" ON "audit_events" USING btree ("occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_kind_occurred_at_id_idx" ON "audit_events" USING btree ("kind","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Hand-written from here (drizzle-kit cannot express triggers): the log is append-only. The app
-- role owns the table, so revoking its UPDATE and DELETE would not hold (an owner can grant them
-- back), so triggers refuse UPDATE, DELETE and TRUNCATE instead. Only DDL (dropping or
-- disabling the trigger) gets past them: decision 0023 says what that leaves open.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
