CREATE TABLE "analysis_versions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"analysis" jsonb NOT NULL,
	"raw_response" text,
	"corrections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"explanations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "analysis_net_worth" double precision GENERATED ALWAYS AS (case when jsonb_typeof(analysis #> '{clientProfile,currentNetWorth}') = 'number'
        then (analysis #>> '{clientProfile,currentNetWorth}')::double precision end) STORED;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_versions" ADD CONSTRAINT "analysis_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_versions" ADD CONSTRAINT "analysis_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_versions_project_id_version_idx" ON "analysis_versions" USING btree ("project_id","version");--> statement-breakpoint
CREATE POLICY "analysis_versions_owner" ON "analysis_versions" AS PERMISSIVE FOR ALL TO public USING (nullif(current_setting('app.user_id', true), '') is null or "analysis_versions"."user_id" = nullif(current_setting('app.user_id', true), '')) WITH CHECK (nullif(current_setting('app.user_id', true), '') is null or "analysis_versions"."user_id" = nullif(current_setting('app.user_id', true), ''));