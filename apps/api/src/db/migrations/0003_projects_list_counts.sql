CREATE TABLE "project_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "recommendation_count" integer GENERATED ALWAYS AS (case when jsonb_typeof(analysis -> 'recommendations') = 'array'
        then jsonb_array_length(analysis -> 'recommendations') end) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "analysis_is_text" boolean GENERATED ALWAYS AS (coalesce(jsonb_typeof(analysis) = 'string', false)) STORED;--> statement-breakpoint
ALTER TABLE "project_counts" ADD CONSTRAINT "project_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "project_counts_owner" ON "project_counts" AS PERMISSIVE FOR ALL TO public USING (nullif(current_setting('app.user_id', true), '') is null or "project_counts"."user_id" = nullif(current_setting('app.user_id', true), '')) WITH CHECK (nullif(current_setting('app.user_id', true), '') is null or "project_counts"."user_id" = nullif(current_setting('app.user_id', true), ''));--> statement-breakpoint
-- Hand-written from here (drizzle-kit cannot express FORCE or triggers): the app role owns
-- the table, and owners bypass row-level security unless it is forced.
ALTER TABLE "project_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- project_counts.total follows every insert and delete on projects, once per statement (a bulk
-- insert updates each user's count once).
CREATE FUNCTION "project_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "project_counts" ("user_id", "total")
      SELECT "user_id", count(*) FROM "added" GROUP BY "user_id"
      ON CONFLICT ("user_id") DO UPDATE SET "total" = "project_counts"."total" + excluded."total";
  ELSE
    UPDATE "project_counts" SET "total" = "project_counts"."total" - "removed_rows"."n"
      FROM (SELECT "user_id", count(*) AS "n" FROM "removed" GROUP BY "user_id") AS "removed_rows"
      WHERE "project_counts"."user_id" = "removed_rows"."user_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "projects_counted_on_insert" AFTER INSERT ON "projects"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "project_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "projects_counted_on_delete" AFTER DELETE ON "projects"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "project_counts_follow"();--> statement-breakpoint
-- A project never changes owner (the counts, and every user's scope, rely on it).
CREATE FUNCTION "projects_keep_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a project''s user_id cannot change' USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "projects_owner_fixed" BEFORE UPDATE OF "user_id" ON "projects"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "projects_keep_owner"();--> statement-breakpoint
INSERT INTO "project_counts" ("user_id", "total")
  SELECT "user_id", count(*) FROM "projects" GROUP BY "user_id";
